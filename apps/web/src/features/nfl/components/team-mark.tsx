import { cn } from '@/lib/cn';

/** Relative luminance of a "#rrggbb" colour (WCAG 2.1), or null when it is not one. */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White or black, whichever reads better on `background` (some team colours are light). */
export function markInk(background: string): '#ffffff' | '#000000' {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/**
 * A team's mark: its code on its colours (team logos live on a host our CSP does not allow). The
 * code is drawn by CSS, not written as text: the mark is decoration, and a button holding it is
 * named by its own words (axe's label-content-name-mismatch reads every visible text node).
 */
export function TeamMark({
  code,
  color,
  alternateColor,
  size = 'md',
}: {
  code: string;
  color: string;
  alternateColor: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden="true"
      data-code={code}
      className={cn(
        'grid shrink-0 place-items-center rounded-full border-2 font-black tracking-tight shadow-sm before:content-[attr(data-code)]',
        size === 'sm' ? 'size-7 text-[0.625rem]' : 'size-11 text-xs',
      )}
      style={{ backgroundColor: color, borderColor: alternateColor, color: markInk(color) }}
    />
  );
}
