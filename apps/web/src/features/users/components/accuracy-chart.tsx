// Accuracy over time: the running accuracy after each day with resolutions (loaded lazily with
// Recharts). Hidden from assistive technology; the caller renders the same data as a table.
import type { AccuracyPoint } from '@boldcall/shared/schemas/users';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { formatNumber } from '@/lib/format';
import { chartColors, gridStyle, tooltipStyle, xAxisStyle, yAxisStyle } from './chart-theme';
import { accuracyDay } from './accuracy-labels';

function AccuracyTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as AccuracyPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink shadow-card">
      <p className="font-bold tabular-nums">{point.accuracy}% accuracy</p>
      <p className="text-ink-muted">
        {formatNumber(point.correct)} of {formatNumber(point.resolved)} correct
      </p>
      <p className="text-xs text-ink-muted">{accuracyDay(point.date)}</p>
    </div>
  );
}

export function AccuracyChart({ points }: { points: readonly AccuracyPoint[] }) {
  return (
    <div aria-hidden="true" className="h-56 w-full sm:h-64">
      <LineChart
        responsive
        accessibilityLayer={false}
        data={[...points]}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid {...gridStyle} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => accuracyDay(date, { short: true })}
          {...xAxisStyle}
          padding={{ left: 12, right: 12 }}
        />
        <YAxis
          {...yAxisStyle}
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip content={AccuracyTooltip} {...tooltipStyle} />
        <Line
          type="linear"
          dataKey="accuracy"
          name="Accuracy"
          stroke={chartColors.accuracy}
          strokeWidth={2.5}
          dot={{
            r: 3.5,
            fill: chartColors.accuracy,
            stroke: chartColors.dotFill,
            strokeWidth: 1.5,
          }}
          activeDot={{ r: 5.5, stroke: chartColors.dotFill, strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
