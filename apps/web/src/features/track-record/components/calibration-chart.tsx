// The calibration chart (docs/rules/track-record.md): 10 bins over 0–100 % (not folded at
// 50 %), each plotted at its mean confidence against its hit rate, sized by its number of calls,
// with the diagonal of perfect calibration. Plain SVG that follows the theme's colours; the
// table below it is its text alternative and carries n and the hit rate of every bin.
import type { CalibrationBinOut } from '@boldcall/shared/schemas/track-record';

const SIZE = 240;
const PAD = 28;
const PLOT = SIZE - 2 * PAD;
const x = (percent: number) => PAD + (percent / 100) * PLOT;
const y = (share: number) => SIZE - PAD - share * PLOT;

export function CalibrationChart({ bins }: { bins: readonly CalibrationBinOut[] }) {
  const filled = bins.filter((b) => b.n > 0 && b.meanConfidence !== null && b.hitRate !== null);
  const most = Math.max(1, ...filled.map((b) => b.n));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label="Calibration: hit rate against confidence, per bin"
      className="mx-auto w-full max-w-xs"
      data-testid="calibration-chart"
    >
      {[0, 25, 50, 75, 100].map((t) => (
        <g key={t}>
          <line
            x1={x(0)}
            x2={x(100)}
            y1={y(t / 100)}
            y2={y(t / 100)}
            stroke="var(--bc-line)"
            strokeDasharray="3 3"
          />
          <text
            x={PAD - 4}
            y={y(t / 100) + 4}
            textAnchor="end"
            fontSize="9"
            fill="var(--bc-ink-muted)"
          >
            {t}
          </text>
          <text
            x={x(t)}
            y={SIZE - PAD + 14}
            textAnchor="middle"
            fontSize="9"
            fill="var(--bc-ink-muted)"
          >
            {t}
          </text>
        </g>
      ))}
      {/* Perfect calibration: right as often as you said you would be. */}
      <line
        x1={x(0)}
        y1={y(0)}
        x2={x(100)}
        y2={y(1)}
        stroke="var(--bc-line-strong)"
        strokeWidth="1.5"
        strokeDasharray="5 4"
      />
      {filled.map((b) => (
        <g key={b.from} data-testid={`calibration-point-${b.from}`}>
          <circle
            cx={x(b.meanConfidence ?? 0)}
            cy={y(b.hitRate ?? 0)}
            r={4 + 6 * Math.sqrt(b.n / most)}
            fill="var(--bc-brand-ink)"
            fillOpacity="0.75"
            stroke="var(--bc-surface)"
            strokeWidth="1.5"
          />
        </g>
      ))}
      <text x={SIZE / 2} y={SIZE - 2} textAnchor="middle" fontSize="9" fill="var(--bc-ink-muted)">
        Confidence (%)
      </text>
      <text
        x={8}
        y={SIZE / 2}
        textAnchor="middle"
        fontSize="9"
        fill="var(--bc-ink-muted)"
        transform={`rotate(-90 8 ${SIZE / 2})`}
      >
        Hit rate (%)
      </text>
    </svg>
  );
}
