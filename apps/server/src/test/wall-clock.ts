// Test helper: what a wall clock in a time zone shows at an instant, for the tests that schedule by
// local time (the digest's 08:00 in each player's zone, the NFL import's Eastern kick-off times).

/** The wall clock of `timeZone` at `at`: date (YYYY-MM-DD), time (HH:MM), hour, weekday (Mon). */
export function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    hour: Number(get('hour')),
    weekday: get('weekday'),
  };
}
