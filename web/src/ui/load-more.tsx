/** The part of a TanStack infinite query that "load more" needs. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Next page of a cursor-paged list (15 at a time), with its busy and failed states. */
export function LoadMore({ pages, label }: { pages: Pages; label: string }) {
  return (
    <>
      {pages.isFetchNextPageError ? (
        <p className="inline-error" role="alert">
          We could not load more. Please try again.
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? 'Loading…' : label}
        </button>
      ) : null}
    </>
  );
}
