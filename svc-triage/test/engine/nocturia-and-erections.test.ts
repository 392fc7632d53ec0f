import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Two questions for primary care that had read as unrecognised complaints, or as something worse, and
 * drawn bloods and an ECG: getting up at night to pass urine with a slow stream for months (NICE CG97),
 * and erections that fail over months (EAU; ask about exertional chest pain and nitrates). Both are ESI 5.
 * "Trouble keeping an erection over a year" is not an erection lasting hours (priapism), which an erection
 * "for 5 hours" still is; a man who cannot pass urine at all is still in retention.
 */
const man = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '68',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'BP 142/80 HR 70',
  medicalHistory: 'HTN',
  currentMedications: 'amlodipine',
});

it.each([
  [
    'Up at night to pee',
    'Up 3-4 times a night for 6 months; stream a bit slow; no pain, no blood; dipstick NAD.',
  ],
  [
    'getting up at night to pass urine',
    "Over the past few months I'm up 3 or 4 times a night to pass water, the stream is slower. I can empty ok.",
  ],
  ['Erection problems', 'Gradual trouble keeping an erection over 1 yr; no chest pain; wants tablets.'],
  [
    'question about erections',
    "I can't keep an erection long enough, getting worse slowly over a year. Can I get viagra?",
  ],
])('"%s" is a question for primary care (ESI 5)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(man(chiefComplaint, symptoms)).esi).toBe(5);
});

it('near-miss: an erection for 5 hours is priapism (ESI 2)', () => {
  expect(
    analyzeCase({
      ...man('painful erection', 'Erection for 5 hours that will not go down, very painful.'),
      patientAge: '30',
    }).esi,
  ).toBe(2);
});

it('near-miss: unable to pass urine since this morning, bladder painful, is retention (ESI 3 or more)', () => {
  expect(
    analyzeCase(man('cannot pee', 'Unable to pass urine since this morning, painful full bladder.')).esi,
  ).toBeLessThanOrEqual(3);
});
