// Step 3 of the avatar generator (docs/rules/avatar.md): the photo dimmed behind a spinner
// while the avatar is made (usually 10-30 seconds).
import type { AvatarStyle } from '@boldcall/shared/constants';
import { RefreshCw } from 'lucide-react';

export function ProgressStep({
  photoUrl,
  style,
}: {
  photoUrl: string | null;
  style: AvatarStyle | null;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-5 py-4 text-center">
      <div className="relative">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            className="size-32 rounded-full object-cover opacity-60 blur-[1px]"
          />
        ) : null}
        <span className="absolute inset-0 grid place-items-center">
          <RefreshCw aria-hidden="true" className="size-10 animate-spin text-primary" />
        </span>
      </div>
      <div>
        <p className="font-bold">Creating your {style ?? ''} avatar…</p>
        <p className="mt-1 text-sm text-ink-muted">This usually takes 10-30 seconds.</p>
      </div>
      <div className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-line">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
    </div>
  );
}
