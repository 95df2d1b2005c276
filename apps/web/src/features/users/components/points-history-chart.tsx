// The balance over time, drawn from the ledger's `balanceAfter` (loaded lazily with Recharts).
// The chart itself is hidden from assistive technology: the figure's caption summarises it and
// the ledger list beside it holds every row as text.
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { formatNumber } from '@/lib/format';
import { chartColors, gridStyle, tooltipStyle, xAxisStyle, yAxisStyle } from './chart-theme';
import { ledgerReasonLabel } from '@/lib/ledger-labels';
import { signedAmount } from '@/lib/format';

type BalancePoint = { i: number; t: number; balance: number; amount: number; reason: string };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const timeLabel = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const fullLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Up to `count` evenly spaced movements to label, skipping any whose label repeats the previous
 * one (several movements often share a day, or even a minute).
 */
function labelTicks(data: readonly BalancePoint[], label: (t: number) => string, count: number) {
  const last = data.length - 1;
  const picks = Array.from({ length: count }, (_, k) => Math.round((last * k) / (count - 1)));
  const ticks: number[] = [];
  let previous = '';
  for (const i of new Set(picks)) {
    const point = data[i];
    if (!point) continue;
    const text = label(point.t);
    if (text !== previous) ticks.push(i);
    previous = text;
  }
  return ticks;
}

function BalanceTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as BalancePoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink shadow-card">
      <p className="font-bold tabular-nums">{formatNumber(point.balance)} points</p>
      <p className="text-ink-muted">
        {ledgerReasonLabel(point.reason)} {signedAmount(point.amount)}
      </p>
      <p className="text-xs text-ink-muted">{fullLabel.format(point.t)}</p>
    </div>
  );
}

type PointsHistoryChartProps = {
  /** Ledger rows, newest first (as the API answers them). */
  entries: readonly LedgerEntry[];
};

export function PointsHistoryChart({ entries }: PointsHistoryChartProps) {
  const gradientId = `balance-fill-${useId().replace(/[^\w-]/g, '')}`;
  // One step per movement, oldest first: evenly spaced, so a burst of movements on one day
  // stays readable; the axis names the day (or the time, when everything is on one day).
  const data: BalancePoint[] = [...entries].reverse().map((e, i) => ({
    i,
    t: Date.parse(e.createdAt),
    balance: e.balanceAfter,
    amount: e.amount,
    reason: e.reason,
  }));
  const first = data[0]?.t ?? 0;
  const last = data[data.length - 1]?.t ?? 0;
  const oneDay = dayLabel.format(first) === dayLabel.format(last);
  const label = (t: number) => (oneDay ? timeLabel : dayLabel).format(t);
  const ticks = labelTicks(data, label, 4);

  return (
    <div aria-hidden="true" className="h-56 w-full sm:h-64">
      <AreaChart
        responsive
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        style={{ width: '100%', height: '100%' }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={chartColors.balance} stopOpacity={0.35} />
            <stop offset="100%" stopColor={chartColors.balance} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid {...gridStyle} />
        <XAxis
          dataKey="i"
          type="number"
          domain={[0, Math.max(1, data.length - 1)]}
          ticks={ticks}
          tickFormatter={(i: number) => label(data[i]?.t ?? first)}
          {...xAxisStyle}
        />
        <YAxis
          {...yAxisStyle}
          allowDecimals={false}
          domain={[0, 'auto']}
          tickFormatter={(v: number) => formatNumber(v)}
        />
        <Tooltip content={BalanceTooltip} {...tooltipStyle} />
        <Area
          type="stepAfter"
          dataKey="balance"
          name="Balance"
          stroke={chartColors.balance}
          strokeWidth={2.5}
          fill={`url(#${gradientId})`}
          activeDot={{ r: 5, stroke: chartColors.dotFill, strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </AreaChart>
    </div>
  );
}
