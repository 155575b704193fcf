import { useAppT } from '../i18n/app/i18n';

/** The part of a TanStack infinite query that "load more" needs. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Next page of a cursor-paged list (15 at a time), with its busy and failed states. */
export function LoadMore({ pages, label }: { pages: Pages; label: string }) {
  const t = useAppT();
  return (
    <>
      {pages.isFetchNextPageError ? (
        <p className="inline-error" role="alert">
          {t('status.loadMoreFailed')}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('status.loading') : label}
        </button>
      ) : null}
    </>
  );
}
