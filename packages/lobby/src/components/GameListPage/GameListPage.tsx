import { useTranslation } from '@gamehall/i18n';
import type { GameListType } from '../../paths';
import { useLobbyFilters } from '../../model/lobbyFilters';
import { useCatalogue } from '../../model/useCatalogue';
import { CategoryBrowser } from '../CategoryBrowser/CategoryBrowser';
import styles from './GameListPage.module.css';

/** Props of {@link GameListPage}. */
export interface GameListPageProps {
  /** The page's game type (`/live` LIVE, `/fish` FISH, `/rng` RNG, `/pvp` PVP). */
  gameType: GameListType;
}

/**
 * A game list page (spec §2 `/live /fish /rng /pvp`): title, vendor menu, classify menu,
 * search (ALL filter) and the paged game grid. The vendor comes from the query `vassalage`
 * (`/rng?vassalage=PG` preselects PG); classify, search and page from `classify`, `q`, `page`.
 */
export function GameListPage({ gameType }: GameListPageProps) {
  const { t } = useTranslation();
  const controls = useLobbyFilters({ fixedType: gameType, vendorParam: 'vassalage' });
  const menu = useCatalogue().menuOf(gameType);
  const typeName = t(`game_type_${gameType}`, { defaultValue: menu?.title ?? gameType });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('game_list_title', { type: typeName })}</h1>
      <CategoryBrowser gameType={gameType} controls={controls} />
    </div>
  );
}
