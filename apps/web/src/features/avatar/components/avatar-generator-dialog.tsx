// The avatar generator (docs/rules/avatar.md), a modal in four steps: 1 upload a photo (PNG or
// JPG, up to 5MB) with a preview, 2 choose a style, 3 progress (usually 10-30 seconds), 4 before
// and after with Try Different Style and Use This Avatar. A failed generation returns to step 2
// with the error. The server checks everything again; these checks only save a round trip.
import { PHOTO_MAX_BYTES, type AvatarStyle } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useGenerateAvatar, useSetAvatar } from '../api/use-avatar';
import { ProgressStep } from './avatar-progress-step';
import { ResultStep } from './avatar-result-step';
import { StyleStep } from './avatar-style-step';
import { UploadStep, type Photo } from './avatar-upload-step';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

type Step = 1 | 2 | 3 | 4;

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
      <DialogHeading
        title={TITLES[step]}
        description={
          step === 1
            ? 'PNG or JPG, up to 5MB. A clear photo of your face works best.'
            : step === 2
              ? 'Pick the look of your new avatar.'
              : step === 3
                ? 'This usually takes 10-30 seconds.'
                : 'Compare it with your photo, then use it or try another style.'
        }
      >
        <StepDots step={step} />
      </DialogHeading>

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
