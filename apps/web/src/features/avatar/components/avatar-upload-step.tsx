// Step 1 of the avatar generator (docs/rules/avatar.md): choose or drop a photo, with its
// preview. The dialog checks its type and size (avatar-generator-dialog.tsx).
import { ArrowRight, ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

/** The chosen photo and its data: URL for the previews. */
export type Photo = { file: File; url: string };

export function UploadStep({
  photo,
  error,
  onChoose,
  onCancel,
  onNext,
}: {
  photo: Photo | null;
  error: string | null;
  onChoose(file: File | undefined): void;
  onCancel(): void;
  onNext(): void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          onChoose(event.dataTransfer.files[0]);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-line-strong hover:bg-subtle',
        )}
      >
        {photo ? (
          <img
            src={photo.url}
            alt="Your photo"
            className="size-40 rounded-2xl object-cover shadow-md sm:size-48"
          />
        ) : (
          <span className="grid size-16 place-items-center rounded-2xl bg-subtle text-ink-muted">
            <ImageUp aria-hidden="true" className="size-8" />
          </span>
        )}
        <span className="font-semibold">
          {photo ? 'Choose a different photo' : 'Choose a photo'}
        </span>
        <span className="text-sm text-ink-muted">
          {photo ? photo.file.name : 'or drop it here — PNG or JPG, up to 5MB'}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChoose(event.target.files?.[0]);
            // Choosing the same file again still fires a change.
            event.target.value = '';
          }}
        />
      </label>
      <FormError>{error}</FormError>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onNext} disabled={!photo}>
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </DialogFooter>
    </div>
  );
}
