// The server render's facts the hydrating client must share (docs/decisions/039).
/**
 * What the first client render must agree on with the server's HTML (docs/decisions/039): set by
 * the server render before it renders, and by main.tsx from the page's hydration data before it
 * hydrates. Both stay unset for a client-only render (signed-in players), which is unchanged.
 */
export const hydration: {
  /** The server's clock for the render: time-relative labels ("5m ago") say the same on both. */
  now: number | null;
  /** True from the server render, and on the client while it hydrates server HTML. */
  fromServer: boolean;
  /** The page's title as its render named it (server only: the client sets document.title). */
  title: string | null;
} = { now: null, fromServer: false, title: null };

/** Called while a page renders: on the server, the title goes into the page's `<title>`. */
export function noteTitle(title: string): void {
  if (hydration.fromServer) hydration.title = title;
}

/** Element id of the `<script type="application/json">` carrying the hydration data. */
export const HYDRATION_DATA_ID = 'ssr-data';
