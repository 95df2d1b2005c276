import { useEffect } from 'react';

/** Sets the tab title as "Page · BoldCall" (or just "BoldCall" without a page). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · BoldCall` : 'BoldCall';
  }, [page]);
}
