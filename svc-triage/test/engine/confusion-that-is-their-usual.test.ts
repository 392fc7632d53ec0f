import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * ESI asks about new confusion. A person with dementia who is "confused as usual", whose disorientation
 * "is exactly his usual" or whose GCS of 14 is "his baseline" has no new confusion. More confused than
 * usual, a new or sudden confusion, or "not her usual self" is.
 */
const older = caseFormMaker({ patientAge: '87', gender: 'male' });

it.each([
  [
    'Wife can’t cope at home',
    'Known Alzheimer’s, confused as usual per wife, no change. Eating and drinking.',
    'BP 128/74 HR 72 T 36.6',
  ],
  [
    'Carer admitted',
    'Not oriented to date or place, but daughter says that is exactly his usual, Alzheimer’s for six years, no change today.',
    'HR 70, BP 134/76, RR 14, SpO2 96%, T 36.5, GCS 14 (V4 baseline)',
  ],
  ['check', 'Vascular dementia, disorientated which is normal for him, family say no change.', 'HR 72'],
  [
    'Productive cough and temperature',
    'Care-home referral: 3 days of cough with green sputum. Usual mild confusion, no change from her baseline.',
    'T 37.9, HR 92',
  ],
])('"%s": confusion that is the usual is not new', (chiefComplaint, symptoms, vitals) => {
  expect(mentalStatusOf(older(chiefComplaint, symptoms, vitals)).altered).toBe(false);
});

describe('near-misses are new confusion', () => {
  it.each([
    ['more confused than usual since yesterday, dementia'],
    ['confused, not her usual self today'],
    ['known dementia, suddenly more confused and drowsy this morning'],
    ['confused, far worse than her usual confusion'],
  ])('%s', (symptoms) => {
    expect(mentalStatusOf(older('confusion', symptoms, 'HR 90')).altered).toBe(true);
  });
});
