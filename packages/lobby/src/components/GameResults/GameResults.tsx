import { useRef } from 'react';
import type { Game } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, GameGrid, GameTileSkeleton, Pagination } from '@gamehall/ui-kit';
import { LobbyGameGrid, LobbyTilesProvider } from '../LobbyGameTile/LobbyGameTile';
import { useCatalogue } from '../../model/useCatalogue';
import { LOBBY_PAGE_SIZE } from '../../api/lobbyApi';
import { useErrorText } from '../../model/useErrorText';
import styles from './GameResults.module.css';

/** A page of games as the lobby shows it (from the game list or a vendor's list). */
export interface GamePageView {
  games: Game[];
  totalPages: number;
  total: number;
}

/** Props of {@link GameResults}. */
export interface GameResultsProps {
  /** The current page's data; the previous page's while the next loads (no flash). */
  data: GamePageView | undefined;
  /** True while a request is in flight. */
  isFetching: boolean;
  /** The failure of the last request, if it failed. */
  error: unknown;
  /** Repeats the failed request. */
  onRetry(): void;
  /** Current page, 1-based. */
  page: number;
  /** Called with the 1-based page the user picked. */
  onPageChange(page: number): void;
  /** Accessible name of the grid. */
  ariaLabel: string;
  /** Skeleton tiles while the first page loads (default 18, the lobby page size). */
  skeletonCount?: number;
}

/**
 * A paged game grid with the states of docs/architecture.md "Design": skeleton tiles while the first page loads,
 * in_no_data when empty (spec §8), the error with a retry button when the call fails, the
 * previous page kept (dimmed, `aria-busy`) while the next loads, and a pager (range 5, margin 2,
 * hidden at one page; spec §2, §9). Changing the page scrolls the grid into view.
 */
export function GameResults({ data, isFetching, error, onRetry, page, onPageChange, ariaLabel, skeletonCount = LOBBY_PAGE_SIZE }: GameResultsProps) {
  const { t } = useTranslation();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const topRef = useRef<HTMLDivElement>(null);

  if (error && !isFetching) {
    return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={onRetry} />;
  }
  if (!data) {
    return (
      <div aria-busy="true" aria-label={ariaLabel} role="status">
        <GameGrid>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </GameGrid>
      </div>
    );
  }
  if (data.games.length === 0 && !isFetching) return <EmptyState message={t('in_no_data')} />;

  const changePage = (next: number) => {
    onPageChange(next);
    topRef.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div ref={topRef} className={styles.results} aria-busy={isFetching} data-fetching={isFetching || undefined} data-testid="game-grid">
      <LobbyTilesProvider>
        <LobbyGameGrid games={data.games} vendors={vendors} ariaLabel={ariaLabel} />
      </LobbyTilesProvider>
      <Pagination
        className={styles.pager}
        pageCount={data.totalPages}
        page={Math.min(page, Math.max(data.totalPages, 1))}
        onPageChange={changePage}
        pageRange={5}
        marginPages={2}
        ariaLabel={t('pagination', { defaultValue: 'Pagination' })}
        labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
      />
    </div>
  );
}
