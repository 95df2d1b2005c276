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
