/** The calendar month in UTC that the monthly limit counts in, as `YYYY-MM`. */
export function usageMonthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
