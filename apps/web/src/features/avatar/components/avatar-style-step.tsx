// Step 2 of the avatar generator (docs/rules/avatar.md): one of the styles, each with its
// swatch and a line on its look; a failed generation comes back here with its error.
import { AVATAR_STYLES, type AvatarStyle } from '@boldcall/shared/constants';
import {
  ArrowLeft,
  Briefcase,
  Check,
  Gamepad2,
  Palette,
  Smile,
  Sparkles,
  Square,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

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

export function StyleStep({
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
