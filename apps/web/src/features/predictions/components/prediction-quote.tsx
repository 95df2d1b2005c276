import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { ProBadge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { CategoryChip } from './prediction-card';

/**
 * The prediction a dialog is about: author, text and category. `compact` (the bet sheet, on a
 * phone's height) keeps it to three lines of text.
 */
export function PredictionQuote({
  prediction,
  compact = false,
}: {
  prediction: Prediction;
  compact?: boolean;
}) {
  return (
    <figure className={cn('rounded-2xl border border-line bg-subtle/70', compact ? 'p-3' : 'p-4')}>
      {/* Wraps rather than clipping the category chip next to a long name. */}
      <figcaption className="flex flex-wrap items-center gap-2 text-sm">
        <UserAvatar username={prediction.username} avatar={prediction.avatar} size="xs" />
        <span className="min-w-0 font-bold break-all">{prediction.username}</span>
        {prediction.isPro ? <ProBadge /> : null}
        <span className="ml-auto">
          <CategoryChip category={prediction.category} />
        </span>
      </figcaption>
      <blockquote
        className={cn(
          'font-semibold break-words whitespace-pre-line',
          compact ? 'mt-2 line-clamp-3 text-sm' : 'mt-3',
        )}
      >
        {prediction.text}
      </blockquote>
    </figure>
  );
}
