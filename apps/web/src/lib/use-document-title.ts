import { useEffect } from 'react';
import { noteTitle } from './hydration';

/** Sets the tab title as "Page · BoldCall" (or just "BoldCall" without a page). */
export function useDocumentTitle(page?: string): void {
  const title = page ? `${page} · BoldCall` : 'BoldCall';
  // The server render has no document: it takes the title from here into the page's <title>.
  noteTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
