// Dates of the accuracy history: `YYYY-MM-DD` days in UTC (users.history.ts), shown as that day.
const long = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function accuracyDay(date: string, options: { short?: boolean } = {}): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at)) return date;
  return (options.short ? short : long).format(at);
}
