// Chart colours as the theme's CSS variables (styles.css), so charts follow light and dark mode
// without re-rendering. SVG presentation attributes accept var() in every browser we support.
export const chartColors = {
  grid: 'var(--bc-line)',
  axis: 'var(--bc-line-strong)',
  tick: 'var(--bc-ink-muted)',
  balance: 'var(--bc-brand-ink)',
  accuracy: 'var(--bc-success-ink)',
  cursor: 'var(--bc-line-strong)',
  dotFill: 'var(--bc-surface)',
} as const;

export const tickStyle = { fill: chartColors.tick, fontSize: 12 } as const;

// What both charts draw alike: the dashed grid, the axes' ticks and the tooltip's cursor.
export const gridStyle = {
  vertical: false,
  stroke: chartColors.grid,
  strokeDasharray: '4 4',
} as const;
const axisStyle = { tick: tickStyle, stroke: chartColors.axis, tickLine: false } as const;
export const xAxisStyle = { ...axisStyle, minTickGap: 24 } as const;
export const yAxisStyle = { ...axisStyle, width: 44, axisLine: false } as const;
export const tooltipStyle = {
  cursor: { stroke: chartColors.cursor, strokeDasharray: '4 4' },
  isAnimationActive: false,
} as const;
