import type { PracticeProgress } from '@manan/contracts';

/** The plot's own coordinates; the SVG stretches them to the card's width. */
export const plotSize = { width: 600, height: 160 } as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 86_400_000;

/**
 * Where each day's exact rate sits: x by date (days without practice leave a gap in time, not a point),
 * y from 100% at the top to 0% at the bottom. A single day is drawn as a level line across the plot.
 */
export function plotPoints(daily: PracticeProgress['daily']): { x: number; y: number }[] {
  if (!daily.length) return [];
  const first = dayNumber(daily[0]!.day);
  const span = dayNumber(daily[daily.length - 1]!.day) - first;
  const yOf = (entry: PracticeProgress['daily'][number]) =>
    Math.round(plotSize.height * (1 - (entry.attempts ? entry.exact / entry.attempts : 0)) * 10) / 10;
  if (span === 0) {
    const y = yOf(daily[0]!);
    return [
      { x: 0, y },
      { x: plotSize.width, y },
    ];
  }
  return daily.map((entry) => ({
    x: Math.round(((dayNumber(entry.day) - first) / span) * plotSize.width * 10) / 10,
    y: yOf(entry),
  }));
}
