import type { PracticeAttemptResponse, PracticeCase, PracticeComparison } from '@manan/contracts';

export const redFlagCatalogue = {
  redFlags: [
    { id: 'acs-chest-pain', name: 'Possible acute coronary syndrome', group: 'cardiovascular' },
    { id: 'aortic-dissection', name: 'Possible aortic dissection', group: 'cardiovascular' },
    { id: 'sepsis', name: 'Possible sepsis', group: 'infection' },
    { id: 'stroke-fast', name: 'Stroke signs (FAST positive)', group: 'neurological' },
  ],
};

export const chestPainCase: PracticeCase = {
  ref: { source: 'bank', id: 'tb-cardiovascular-01' },
  title: 'Chest tightness at rest',
  group: 'cardiovascular',
  patient: {
    patientAge: '61',
    gender: 'male',
    chiefComplaint: 'Chest tightness',
    symptoms: 'Central chest tightness for 30 minutes at rest, sweaty and nauseated.',
    vitals: 'BP 152/94, HR 98, RR 20, SpO2 96%, Temp 36.9 C',
    medicalHistory: 'Type 2 diabetes',
  },
};

export const ankleCase: PracticeCase = {
  ref: { source: 'bank', id: 'tb-trauma-07' },
  title: 'Twisted ankle',
  group: 'trauma',
  patient: {
    patientAge: '24',
    gender: 'female',
    chiefComplaint: 'Ankle pain',
    symptoms: 'Inverted the right ankle playing football an hour ago; can bear weight with pain.',
    vitals: 'BP 118/72, HR 80, RR 14, SpO2 99%',
  },
};

export function comparison(overrides: Partial<PracticeComparison> = {}): PracticeComparison {
  return {
    verdict: 'under',
    by: 2,
    trainee: {
      esi: 4,
      redFlags: [{ id: 'acs-chest-pain', text: 'Possible acute coronary syndrome' }, { text: 'sweaty' }],
      firstAction: 'Pain relief and wait',
    },
    reference: {
      esi: 2,
      decisionPoint: 'B',
      why: 'Chest pain at rest with sweating is high risk for an acute coronary syndrome.',
      firstAction: 'ECG within 10 minutes',
      teachingPoints: ['Diabetic patients may present atypically.', 'Get an ECG within 10 minutes.'],
    },
    manan: {
      esi: 2,
      level: 'HIGH',
      decisionPoint: 'B',
      redFlags: [
        { id: 'acs-chest-pain', name: 'Possible acute coronary syndrome' },
        { id: 'aortic-dissection', name: 'Possible aortic dissection' },
      ],
      reasons: ['Chest pain with features of an acute coronary syndrome'],
    },
    redFlagsCaught: [{ id: 'acs-chest-pain', name: 'Possible acute coronary syndrome' }],
    redFlagsMissed: [{ id: 'aortic-dissection', name: 'Possible aortic dissection' }],
    redFlagsExtra: [{ text: 'sweaty' }],
    ...overrides,
  };
}

export function attemptReply(of: PracticeComparison = comparison()): PracticeAttemptResponse {
  return {
    attempt: {
      id: 'attempt-1',
      ref: chestPainCase.ref,
      title: chestPainCase.title,
      group: chestPainCase.group,
      at: '2026-11-24T06:00:00.000Z',
      chosenEsi: of.trainee.esi,
      referenceEsi: of.reference.esi,
      verdict: of.verdict,
      by: of.by,
    },
    comparison: of,
  };
}
