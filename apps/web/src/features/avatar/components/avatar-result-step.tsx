// Step 4 of the avatar generator (docs/rules/avatar.md): the photo and the avatar side by side,
// with Try Different Style and Use This Avatar.
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import { Check, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';

export function ResultStep({
  photoUrl,
  result,
  error,
  using,
  onTryAgain,
  onUse,
}: {
  photoUrl: string;
  result: AvatarResult;
  error: string | null;
  using: boolean;
  onTryAgain(): void;
  onUse(): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <figure className="flex flex-col items-center gap-2">
          <img
            src={photoUrl}
            alt="Your photo"
            className="aspect-square w-full rounded-2xl object-cover shadow-sm"
          />
          <figcaption className="text-sm font-semibold text-ink-muted">Before</figcaption>
        </figure>
        <figure className="flex flex-col items-center gap-2">
          <img
            src={result.avatarUrl}
            alt={`Your ${result.style} avatar`}
            className="aspect-square w-full rounded-2xl object-cover shadow-md ring-2 ring-primary"
          />
          <figcaption className="text-sm font-semibold text-ink-muted">
            After · {result.style}
          </figcaption>
        </figure>
      </div>
      <FormError>{error}</FormError>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onTryAgain} disabled={using}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try Different Style
        </Button>
        <Button onClick={onUse} loading={using}>
          {using ? null : <Check aria-hidden="true" className="size-4" />}
          Use This Avatar
        </Button>
      </DialogFooter>
    </div>
  );
}
