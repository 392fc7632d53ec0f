/** A rate as a whole percentage; "—" before there is anything to rate. */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** The share of `part` in `whole` as a rate, null when `whole` is 0. */
export function rateOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** "1 day", "3 days". */
export function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/** '24 Nov 2026' for a 'YYYY-MM-DD' day (read as a UTC day, as the server counts them). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
