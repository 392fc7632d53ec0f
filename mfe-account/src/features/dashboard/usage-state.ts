import type { MonthlyUsage } from '@manan/contracts';

export type UsageTone = 'normal' | 'warning' | 'reached' | 'premium';

export interface UsageState {
  /** 0–100: used / limit, capped at 100; premium is always 100. */
  percent: number;
  tone: UsageTone;
  /** The spec §4 message for the warning and reached states. */
  message?: string;
  /** True when a free user may not start another analysis this month. */
  atLimit: boolean;
}

export const usageMessages = {
  warning: "You're approaching your monthly limit.",
  reached: "You've reached your monthly limit!",
} as const;

/** Warning from 80% of the limit (spec §9). */
export const usageWarningRatio = 0.8;

/** Spec §4 "Usage gauge": the percent shown and which state the gauge is in. */
export function usageStateOf({ used, limit, isPremium }: MonthlyUsage): UsageState {
  if (isPremium || limit === null) return { percent: 100, tone: 'premium', atLimit: false };
  const ratio = limit > 0 ? used / limit : 1;
  const percent = Math.min(100, Math.floor(ratio * 100));
  if (used >= limit) return { percent, tone: 'reached', message: usageMessages.reached, atLimit: true };
  if (ratio >= usageWarningRatio)
    return { percent, tone: 'warning', message: usageMessages.warning, atLimit: false };
  return { percent, tone: 'normal', atLimit: false };
}
