import { planCatalogue, type Plan } from '@manan/contracts';

/** The plans of spec §6 and §9, shown until (or if never) GET /api/plans answers. */
export const fallbackPlans: Plan[] = [...planCatalogue];
