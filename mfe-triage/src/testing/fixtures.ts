import type { CaseFormRequest } from '@manan/contracts';

export const chestPainCase: CaseFormRequest = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
  medicalHistory: 'Hypertension, smoker',
  currentMedications: 'Amlodipine',
};

export const analysisText = [
  '1. TRIAGE LEVEL',
  'HIGH - ESI 2, decision point B: high-risk situation',
  '',
  '3. RED FLAGS',
  '- Possible acute coronary syndrome [ESI floor 2]: crushing chest pain',
  '',
  '8. LIMITATIONS',
  '- For training and educational support only.',
].join('\n');

export function analyzeReply(overrides: Record<string, unknown> = {}) {
  return {
    analysis: { response: analysisText, timestamp: '2025-01-02T10:20:00.000Z' },
    caseId: 'case-1',
    triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2',
    result: {
      level: 'HIGH',
      esi: 2,
      reasons: ['Chest pain with features of acute coronary syndrome'],
      redFlags: [{ name: 'Possible ACS', evidence: 'crushing chest pain', guideline: 'NICE CG95' }],
      confidence: 0.85,
    },
    provider: { kind: 'guideline' },
    verification: { checked: true, raised: false, floor: { level: 'HIGH', esi: 2 }, reasons: [] },
    subscription: { used: 1, limit: 20, isPremium: false },
    ...overrides,
  };
}

export function refineReply() {
  return {
    refinedAnalysis: `Changes after follow-up\n- Level unchanged\n\n${analysisText.replace('decision point B', 'refined')}`,
    timestamp: '2025-01-02T11:45:00.000Z',
    triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2',
    result: { level: 'HIGH', esi: 2, reasons: ['Still high risk'], redFlags: [], confidence: 0.9 },
    provider: { kind: 'guideline' },
    verification: { checked: true, raised: false, floor: null, reasons: [] },
    change: { from: { level: 'HIGH', esi: 2 }, to: { level: 'HIGH', esi: 2 }, direction: 'unchanged' },
  };
}
