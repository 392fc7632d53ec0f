import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The heart attack of an older or diabetic patient often comes without chest pain: grey, clammy or
 * sweaty with breathlessness or nausea, "just not right". An ECG showing ST depression or elevation says
 * it outright. Either is an acute coronary syndrome until the ECG and troponin say otherwise (ESI 2).
 */
const older = caseFormMaker({ patientAge: '81', gender: 'female' });

it.each([
  [
    'Off her legs, breathless and clammy',
    "Found 'just not right', off her legs, short of breath and sweaty. Denies chest pain. Grey and clammy, alert. Crew 12-lead shows 2 mm ST depression V4-V6.",
  ],
  ['Feels unwell, nauseous', 'Sweaty + tired since this am, breathless walking to toilet. No chest pain.'],
  [
    'Daughter says mum is just not right today',
    "She went a funny grey colour, all clammy, and she's felt sick and sat down twice on the way to the loo because she was puffed out. No chest pain, just a heavy feeling in her arms.",
  ],
])('"%s" is a possible acute coronary syndrome', (chiefComplaint, symptoms) => {
  const item = {
    ...older(chiefComplaint, symptoms, 'HR 96 BP 104/60 RR 20 SpO2 95%'),
    medicalHistory: 'Type 2 diabetes, hypertension',
  };
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});

it('an ECG with ST elevation is a coronary syndrome at any age', () => {
  const item = older(
    'chest tightness',
    'Tightness since an hour. ECG at triage: ST elevation in II, III, aVF.',
    'HR 70 BP 130/80',
    '38',
    'male',
  );
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});

describe('near-misses', () => {
  it.each([
    [
      'cough and fever',
      'Productive cough with green phlegm, fever 38.6, sweaty and breathless.',
      'T 38.6 HR 104',
    ],
    ['diarrhoea and vomiting', 'D&V since yesterday, sweaty and feels sick, no chest pain.', 'T 37.2 HR 92'],
    ['ECG normal', 'Sweaty and sick after a hot bath; ECG at triage no ST changes.', 'HR 80 BP 120/70'],
    [
      'dizziness',
      'Gardening 3 h in the heat; lightheaded, sweaty and nauseated. Better with water and shade.',
      'HR 90 T 37.6',
    ],
  ])('"%s" is not', (chiefComplaint, symptoms, vitals) => {
    expect(flagIds(older(chiefComplaint, symptoms, vitals))).not.toContain('acute-coronary-syndrome');
  });

  it('a sweaty, breathless, sick young adult without risk factors is not', () => {
    expect(
      flagIds(older('panic', 'Sweaty, short of breath and feels sick at a concert.', 'HR 98', '24')),
    ).not.toContain('acute-coronary-syndrome');
  });
});
