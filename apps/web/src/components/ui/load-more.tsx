// "Load more" under a cursor-paged list (lib/cursor-pages.ts): shown while the server has more,
// spinning while the next page loads.
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What "Load more" needs of a TanStack infinite query. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type LoadMoreProps = {
  pages: MorePages;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The down arrow before the label (hidden while loading: the spinner takes its place). */
  arrow?: boolean;
  /** Classes of the row holding the button (centred by default). */
  className?: string;
  buttonClassName?: string;
};

export function LoadMore({
  pages,
  children = 'Load more',
  variant = 'outline',
  size,
  arrow = true,
  className,
  buttonClassName,
}: LoadMoreProps) {
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant={variant}
        size={size}
        className={buttonClassName}
        onClick={() => void pages.fetchNextPage()}
        loading={loading}
      >
        {arrow && !loading ? (
          <ChevronDown aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
        ) : null}
        {children}
      </Button>
    </div>
  );
}
