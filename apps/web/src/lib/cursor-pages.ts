// The server's lists page by cursor (docs/api.md: `{ data, nextCursor }`); every "Load more"
// list reads them the same way.
import type { InfiniteData } from '@tanstack/react-query';

type CursorPage = { nextCursor: string | null };

/** The options every cursor-paged `useInfiniteQuery` shares: start without a cursor. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: CursorPage) => last.nextCursor ?? undefined,
};

/** An already-loaded first page (e.g. part of a detail answer) as the list's initial data. */
export const firstPageData = <P extends CursorPage>(
  first: P,
): InfiniteData<P, string | undefined> => ({
  pages: [first],
  pageParams: [undefined],
});

/** Every loaded item, in order. */
export const loadedItems = <T>(data: InfiniteData<{ data: T[] }, unknown> | undefined): T[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
