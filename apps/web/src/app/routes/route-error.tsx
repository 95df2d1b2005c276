import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TriangleAlert } from 'lucide-react';

/** Shown when rendering a page throws: a way out instead of a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <EmptyState
        icon={TriangleAlert}
        tone="danger"
        headingLevel="h1"
        title="Something went wrong"
        description={
          <>
            This page ran into a problem. Try again, or head back home.
            {detail ? <span className="mt-2 block font-mono text-xs">{detail}</span> : null}
          </>
        }
        action={
          <>
            <Button onClick={() => window.location.reload()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to home</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
