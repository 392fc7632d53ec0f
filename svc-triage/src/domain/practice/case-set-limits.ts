import { practiceLimits } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';
import { isPremiumAt } from '../entitlement/is-premium-at';
import type { PracticeDependencies } from './practice.dependencies';

/** A set's limits follow its EDUCATOR's plan (billing's projection): Free 10 cases / 5 trainees. */
export async function setLimitsOf(
  deps: Pick<PracticeDependencies, 'entitlements'>,
  educatorId: string,
  now: Date,
): Promise<{ cases: number; trainees: number }> {
  const premium = isPremiumAt(await deps.entitlements.find(educatorId), now);
  return premium
    ? { cases: practiceLimits.premiumSetCases, trainees: practiceLimits.premiumSetTrainees }
    : { cases: practiceLimits.freeSetCases, trainees: practiceLimits.freeSetTrainees };
}

export const setCaseLimitReached = () =>
  new DomainError(
    'PRACTICE.SET_CASE_LIMIT',
    'forbidden',
    'Case sets with more than 10 cases are a Premium feature.',
  );

export const setTraineeLimitReached = () =>
  new DomainError('PRACTICE.SET_TRAINEE_LIMIT', 'forbidden', 'This case set is full.');
