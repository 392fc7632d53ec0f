import { practiceLimits, presentationGroups, type PracticeProgress } from '@manan/contracts';
import type { PracticeAttemptRecord } from './practice-attempt';

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (iso: string) => iso.slice(0, 10);
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
const rate = (count: number, of: number) => (of ? count / of : null);

/** The user's progress from their attempts (any order), days in UTC. */
export function practiceProgressOf(attempts: readonly PracticeAttemptRecord[], now: Date): PracticeProgress {
  const sorted = [...attempts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const count = (verdict: string, list = sorted) => list.filter((a) => a.verdict === verdict).length;
  const tally = (list: PracticeAttemptRecord[]) => ({
    attempts: list.length,
    exact: count('exact', list),
    under: count('under', list),
  });

  const byLevel = [1, 2, 3, 4, 5].map((esi) => ({
    esi,
    ...tally(sorted.filter((a) => a.referenceEsi === esi)),
  }));
  const byGroup = presentationGroups
    .map((group) => ({ group, ...tally(sorted.filter((a) => a.group === group)) }))
    .filter((entry) => entry.attempts > 0);
  const recent = sorted
    .slice(-practiceLimits.recentAttempts)
    .reverse()
    .map((a) => ({
      id: a.id,
      at: a.createdAt,
      title: a.title,
      group: a.group,
      chosenEsi: a.chosenEsi,
      referenceEsi: a.referenceEsi,
      verdict: a.verdict,
      by: a.by,
    }));

  const daily = new Map<string, { attempts: number; exact: number }>();
  for (const a of sorted) {
    const day = daily.get(utcDay(a.createdAt)) ?? { attempts: 0, exact: 0 };
    day.attempts += 1;
    if (a.verdict === 'exact') day.exact += 1;
    daily.set(utcDay(a.createdAt), day);
  }
  const days = [...daily.keys()].sort();

  return {
    attempts: sorted.length,
    exactRate: rate(count('exact'), sorted.length),
    underRate: rate(count('under'), sorted.length),
    overRate: rate(count('over'), sorted.length),
    byLevel,
    byGroup,
    recent,
    streak: streakOf(days, utcDay(now.toISOString())),
    daily: days.slice(-practiceLimits.dailyDays).map((day) => ({ day, ...daily.get(day)! })),
  };
}

/**
 * Consecutive UTC days with at least one attempt: the best run ever, and the run that ends today or
 * yesterday (a streak is not lost before the day is over).
 */
export function streakOf(sortedDays: readonly string[], today: string): { current: number; best: number } {
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of sortedDays) {
    const number = dayNumber(day);
    run = previous !== null && number === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = number;
  }
  const lastDay = previous;
  const current = lastDay !== null && dayNumber(today) - lastDay <= 1 ? run : 0;
  return { current, best };
}
