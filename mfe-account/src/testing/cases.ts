import type { CaseSummary } from '@manan/contracts';

/** A stored case as GET /api/cases lists it; `overrides` change any field. */
export function caseOf(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: 'case-1',
    chiefComplaint: 'Chest pain',
    triageLevel: 'HIGH',
    analysis: '1. TRIAGE LEVEL\nHIGH (ESI 2)\n2. KEY FINDINGS\n- Tachycardia\n3. RED FLAGS\n- Radiating pain',
    aiConfidence: { overall: 0.82 },
    patientAge: '58',
    gender: 'male',
    symptoms: { details: 'Crushing central chest pain' },
    vitals: { raw: 'BP 150/90, HR 104' },
    createdAt: '2025-03-12T14:05:00.000Z',
    provider: { kind: 'guideline' },
    ...overrides,
  };
}
