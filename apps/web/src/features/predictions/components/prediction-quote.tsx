import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { ProBadge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { CategoryChip } from './prediction-card';

/** The prediction a dialog is about: author, text and category. */
export function PredictionQuote({ prediction }: { prediction: Prediction }) {
  return (
    <figure className="rounded-2xl border border-line bg-subtle/70 p-4">
      {/* Wraps rather than clipping the category chip next to a long name. */}
      <figcaption className="flex flex-wrap items-center gap-2 text-sm">
        <UserAvatar username={prediction.username} avatar={prediction.avatar} size="xs" />
        <span className="min-w-0 font-bold break-all">{prediction.username}</span>
        {prediction.isPro ? <ProBadge /> : null}
        <span className="ml-auto">
          <CategoryChip category={prediction.category} />
        </span>
      </figcaption>
      <blockquote className="mt-3 font-semibold break-words whitespace-pre-line">
        {prediction.text}
      </blockquote>
    </figure>
  );
}
