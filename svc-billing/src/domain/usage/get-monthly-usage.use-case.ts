import { freeMonthlyAnalysisLimit } from '@manan/contracts';
import type { UsageProjectionRepository } from './usage-projection.repository';
import { usageMonthOf } from './usage-month';

/** One limit for triage, which enforces it, and billing, which shows it. */
export { freeMonthlyAnalysisLimit };

export interface MonthlyUsage {
  used: number;
  /** null means unlimited (premium). */
  limit: number | null;
  isPremium: boolean;
}

export interface GetMonthlyUsageDependencies {
  usage: Pick<UsageProjectionRepository, 'countForMonth'>;
  /** Whether the user has premium now; subscriptions decide it. */
  isPremium: (userId: string, now: Date) => Promise<boolean>;
}

export async function getMonthlyUsage(
  { usage, isPremium }: GetMonthlyUsageDependencies,
  userId: string,
  now: Date,
): Promise<MonthlyUsage> {
  const [used, premium] = await Promise.all([
    usage.countForMonth(userId, usageMonthOf(now)),
    isPremium(userId, now),
  ]);
  return { used, limit: premium ? null : freeMonthlyAnalysisLimit, isPremium: premium };
}
