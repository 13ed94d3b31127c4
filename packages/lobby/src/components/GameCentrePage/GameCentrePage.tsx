import { useSearchParams } from 'react-router';
import type { Vendor } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, VendorTile } from '@gamehall/ui-kit';
import { useAppDispatch, useImageUrl, vendorLaunchRequested } from '@gamehall/shell';
import { useGetGameListQuery, useGetVassGameTypeQuery } from '../../api/lobbyApi';
import type { GameCentreType } from '../../paths';
import { useCatalogue } from '../../model/useCatalogue';
import { GameResults } from '../GameResults/GameResults';
import styles from './GameCentrePage.module.css';

/** Props of {@link GameCentrePage}. */
export interface GameCentrePageProps {
  /** The page's game type (`/sports`, `/esports`, `/lott`, `/elott`, `/cockfight`). */
  gameType: GameCentreType;
}

/**
 * A game centre page (spec §2 `/sports /esports /lott /elott /cockfight`): the category's
 * vendors as large tiles (logo, name, game count). A tile's body selects the vendor (query
 * `vassalage`) and lists its games below — for a VASSALAGE vendor through
 * GCSGAME_getVassGameType (spec §4), otherwise the game list — whose tiles start a game; its
 * play button (not for RNG vendors, spec §2) launches the vendor at once
 * (`vendorLaunchRequested`: the lottery pages, the vendor game list or its game in the popup).
 */
export function GameCentrePage({ gameType }: GameCentrePageProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const catalogue = useCatalogue();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const menu = catalogue.menuOf(gameType);
  const vendors = menu?.cards ?? [];
  const selected = vendors.find((v) => v.vassalage === params.get('vassalage')?.toUpperCase());
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const typeName = t(`game_type_${gameType}`, { defaultValue: menu?.title ?? gameType });

  const open = (vendor: Vendor) => setParams({ vassalage: vendor.vassalage }, { preventScrollReset: true });
  const setPage = (next: number) =>
    setParams((current) => {
      const nextParams = new URLSearchParams(current);
      if (next > 1) nextParams.set('page', String(next));
      else nextParams.delete('page');
      return nextParams;
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{typeName}</h1>
      {catalogue.isError && !menu ? (
        <ErrorState message={t('network_error')} retryLabel={t('retry')} onRetry={catalogue.refetch} />
      ) : catalogue.isLoading ? null : vendors.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <ul className={styles.vendors} aria-label={t('vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage} className={styles.vendor} data-selected={vendor === selected || undefined}>
              <VendorTile
                name={vendor.displayName}
                logoUrl={imageUrl(vendor.lagerIcon)}
                playLabel={t('play')}
                onOpen={() => open(vendor)}
                onPlay={vendor.gameType === 'RNG' ? undefined : () => dispatch(vendorLaunchRequested(vendor))}
              />
              <p className={styles.caption}>
                <span className={styles.name}>{vendor.displayName}</span>
                <span className={styles.count}>{t('vendor_game_count', { count: vendor.gameCount, defaultValue: '{{count}} games' })}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {selected ? <VendorGames key={selected.vassalage} vendor={selected} page={page} onPageChange={setPage} /> : null}
    </div>
  );
}

/** The games of one vendor of a game centre, paged. */
function VendorGames({ vendor, page, onPageChange }: { vendor: Vendor; page: number; onPageChange(page: number): void }) {
  const language = useLanguage();
  const vassalage = vendor.isGame === 'VASSALAGE';
  const common = { vassalage: vendor.vassalage, gameType: vendor.gameType, pageNo: String(page), language };
  const vass = useGetVassGameTypeQuery(common, { skip: !vassalage });
  const list = useGetGameListQuery(common, { skip: vassalage });
  const data = vassalage
    ? vass.data && { games: vass.data.list, totalPages: vass.data.totalPages, total: vass.data.total }
    : list.data;
  const query = vassalage ? vass : list;
  const headingId = `vendor-games-${vendor.vassalage}`;
  return (
    <section className={styles.games} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {vendor.displayName}
      </h2>
      <GameResults
        data={data}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        page={page}
        onPageChange={onPageChange}
        ariaLabel={vendor.displayName}
      />
    </section>
  );
}
