// The server render of a visitor's page (docs/decisions/039): built by `vite build --ssr` into
// apps/web/dist-ssr and imported by the server (apps/server/src/plugins/ssr.ts). The page's
// queries are answered by the API in process, the HTML rendered until no query is left to fetch,
// and the query state sent beside it so the client hydrates without fetching again.
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setApiTransport } from '@/lib/api-client';
import { hydration } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';

export type { DehydratedState };

export type ServerPage =
  | { html: string; title: string | null; data: { now: number; queries: DehydratedState } }
  /** A query failed (an unknown player or call, the API down): the server sends the shell. */
  | { failed: string };

/** Answers `/api/...` requests in process (the server passes Fastify's inject). */
export type ApiTransport = typeof fetch;

/** A page renders at most this many times while its queries resolve (page, then its parts). */
const MAX_PASSES = 4;

const handler = createStaticHandler(routes);

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/**
 * Renders a page for a signed-out visitor, or says why it cannot be rendered faithfully (a query
 * failed), or null when the route answered something other than a page: the server then sends
 * the shell.
 */
export async function render(url: string, transport: ApiTransport): Promise<ServerPage | null> {
  setApiTransport(transport);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  if (context.errors) return { failed: `route: ${String(Object.values(context.errors)[0])}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const now = Date.now();
  const page = () => {
    hydration.now = now;
    hydration.fromServer = true;
    hydration.title = null;
    return renderToString(
      <StrictMode>
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  };
  let html = page();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && enabled(query));
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    ) {
      return null;
    }
    html = page();
  }
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, title: hydration.title, data: { now, queries } };
}
