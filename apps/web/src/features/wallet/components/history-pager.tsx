import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turning a page brings the top of the list into view (issue 25 item 6): a shorter next page must not
 * leave the player at the bottom of a page that looks empty. The list's scroll-margin keeps its top
 * clear of the sticky header.
 */
export function usePageTurn(top: RefObject<HTMLElement | null>, onPage: (page: number) => void) {
  return (page: number) => {
    onPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };
}

/** Previous / "Page N of M" / Next under a history list. */
export function HistoryPager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="bet-history__pager" aria-label={t('betHistory.pagination')}>
      <button
        type="button"
        className="btn btn-secondary"
        data-testid="bet-history-prev"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('betHistory.previous')}
      </button>
      <p className="bet-history__page" aria-live="polite" data-testid="bet-history-page">
        {t('betHistory.pageOf', { page, total: totalPages })}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        data-testid="bet-history-next"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('betHistory.next')}
      </button>
    </nav>
  );
}
