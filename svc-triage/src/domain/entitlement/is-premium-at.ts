import type { Entitlement } from './entitlement-projection.repository';

/** Premium counts only within its paid period; a missed "turned off" event cannot extend it. */
export function isPremiumAt(entitlement: Entitlement | null, now: Date): boolean {
  if (!entitlement?.isPremium) return false;
  return entitlement.periodEnd === null || new Date(entitlement.periodEnd).getTime() > now.getTime();
}
