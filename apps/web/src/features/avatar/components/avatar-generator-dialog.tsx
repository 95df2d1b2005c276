// The avatar generator (docs/rules/avatar.md), a modal in four steps: 1 upload a photo (PNG or
// JPG, up to 5MB) with a preview, 2 choose a style, 3 progress (usually 10-30 seconds), 4 before
// and after with Try Different Style and Use This Avatar. A failed generation returns to step 2
// with the error. The server checks everything again; these checks only save a round trip.
import { AVATAR_STYLES, PHOTO_MAX_BYTES, type AvatarStyle } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import {
  ArrowLeft,
  ArrowRight,
  Briefcase,
  Check,
  Gamepad2,
  ImageUp,
  Palette,
  RefreshCw,
  Smile,
  Sparkles,
  Square,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useGenerateAvatar, useSetAvatar } from '../api/use-avatar';

const STYLE_INFO: Record<AvatarStyle, { description: string; icon: LucideIcon; swatch: string }> = {
  Professional: {
    description: 'Polished headshot in warm studio tones',
    icon: Briefcase,
    swatch: 'from-stone-400 to-amber-700',
  },
  Cartoon: {
    description: 'Bold outlines and bright flat colours',
    icon: Smile,
    swatch: 'from-sky-400 to-orange-400',
  },
  Cyberpunk: {
    description: 'Neon magenta and cyan glow',
    icon: Zap,
    swatch: 'from-fuchsia-600 to-cyan-400',
  },
  Minimalist: {
    description: 'A few calm tones, simple shapes',
    icon: Square,
    swatch: 'from-slate-600 to-stone-200',
  },
  Artistic: {
    description: 'Painterly strokes on canvas',
    icon: Palette,
    swatch: 'from-rose-500 to-yellow-400',
  },
  Gaming: {
    description: 'Retro pixel-art character',
    icon: Gamepad2,
    swatch: 'from-lime-400 to-violet-600',
  },
};

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

type Step = 1 | 2 | 3 | 4;
type Photo = { file: File; url: string };

type AvatarGeneratorDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
};

export function AvatarGeneratorDialog({ open, onOpenChange }: AvatarGeneratorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        {/* Mounted only while open, so every opening starts at step 1. */}
        <GeneratorBody onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const TITLES: Record<Step, string> = {
  1: 'Upload a photo',
  2: 'Choose a style',
  3: 'Generating your avatar',
  4: 'Your new avatar',
};

function GeneratorBody({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState<Step>(1);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [style, setStyle] = useState<AvatarStyle | null>(null);
  const [result, setResult] = useState<AvatarResult | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const generate = useGenerateAvatar();
  const use = useSetAvatar();

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setPhotoError(MSG.avatarNotImage);
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setPhotoError(MSG.avatarTooLarge);
      return;
    }
    setPhotoError(null);
    // A data: URL, not a blob: one: the installed service worker's policy refuses blob fetches.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPhoto({ file, url: reader.result });
    };
    reader.onerror = () => setPhotoError(MSG.avatarNotImage);
    reader.readAsDataURL(file);
  };

  const startGeneration = () => {
    if (!photo || !style) return;
    setGenerateError(null);
    setStep(3);
    generate.mutate(
      { photo: photo.file, style },
      {
        onSuccess: (generated) => {
          setResult(generated);
          setStep(4);
        },
        onError: (error) => {
          setGenerateError(error.message || MSG.avatarFailed);
          setStep(2);
        },
      },
    );
  };

  const close = onClose;

  return (
    <>
      <DialogHeader>
        <StepDots step={step} />
        <DialogTitle>{TITLES[step]}</DialogTitle>
        <DialogDescription>
          {step === 1
            ? 'PNG or JPG, up to 5MB. A clear photo of your face works best.'
            : step === 2
              ? 'Pick the look of your new avatar.'
              : step === 3
                ? 'This usually takes 10-30 seconds.'
                : 'Compare it with your photo, then use it or try another style.'}
        </DialogDescription>
      </DialogHeader>

      <div className="mt-5">
        {step === 1 ? (
          <UploadStep
            photo={photo}
            error={photoError}
            onChoose={choosePhoto}
            onCancel={close}
            onNext={() => setStep(2)}
          />
        ) : step === 2 ? (
          <StyleStep
            style={style}
            error={generateError}
            onStyle={setStyle}
            onBack={() => setStep(1)}
            onGenerate={startGeneration}
          />
        ) : step === 3 ? (
          <ProgressStep photoUrl={photo?.url ?? null} style={style} />
        ) : result && photo ? (
          <ResultStep
            photoUrl={photo.url}
            result={result}
            error={use.error?.message ?? null}
            using={use.isPending}
            onTryAgain={() => {
              use.reset();
              setStep(2);
            }}
            onUse={() =>
              use.mutate(result.id, {
                onSuccess: () => {
                  toast.success('Avatar updated!');
                  close();
                },
              })
            }
          />
        ) : null}
      </div>
    </>
  );
}

function StepDots({ step }: { step: Step }) {
  return (
    <p className="flex items-center gap-2 text-xs font-bold tracking-[0.14em] text-ink-muted uppercase">
      <span>Step {step} of 4</span>
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((n) => (
          <span
            key={n}
            className={cn('h-1.5 w-5 rounded-full', n <= step ? 'bg-primary' : 'bg-line')}
          />
        ))}
      </span>
    </p>
  );
}

function UploadStep({
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

function StyleStep({
  style,
  error,
  onStyle,
  onBack,
  onGenerate,
}: {
  style: AvatarStyle | null;
  error: string | null;
  onStyle(style: AvatarStyle): void;
  onBack(): void;
  onGenerate(): void;
}) {
  const name = useId();
  return (
    <div className="flex flex-col gap-4">
      <FormError>{error}</FormError>
      <fieldset>
        <legend className="sr-only">Avatar style</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {AVATAR_STYLES.map((option) => {
            const info = STYLE_INFO[option];
            const Icon = info.icon;
            const checked = style === option;
            return (
              <label
                key={option}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-2 rounded-2xl border p-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-primary',
                  checked ? 'border-primary bg-primary/5' : 'border-line hover:bg-subtle',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={checked}
                  onChange={() => onStyle(option)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid h-12 place-items-center rounded-xl bg-linear-to-br text-white',
                    info.swatch,
                  )}
                >
                  <Icon className="size-6 drop-shadow" />
                </span>
                <span className="flex items-center justify-between gap-2 font-bold">
                  {option}
                  {checked ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
                </span>
                <span className="text-xs text-ink-muted">{info.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <Button onClick={onGenerate} disabled={!style}>
          <Sparkles aria-hidden="true" className="size-4" />
          Generate Avatar
        </Button>
      </DialogFooter>
    </div>
  );
}

function ProgressStep({ photoUrl, style }: { photoUrl: string | null; style: AvatarStyle | null }) {
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

function ResultStep({
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
