import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A forgotten dose and the question whether to double up is a medication question, answered with advice:
 * ESI 5. It was not recognised, so blood tests and an ECG were assumed (ESI 3).
 */
const form = caseFormMaker({ patientAge: '78', gender: 'female' });

it.each([
  [
    'Forgot warfarin last night',
    'Realised this morning she missed last night’s dose, wants to know whether to double up. No bleeding, well.',
  ],
  [
    'Missed insulin dose?',
    'Forgot his evening insulin, sugar 9.2 this morning, feels fine, asks what to do.',
  ],
  ['pill question', 'Missed one contraceptive pill yesterday, wants to know if she should take two today.'],
])('"%s" is a medication question (ESI 5)', (complaint, symptoms) => {
  const item = form(complaint, symptoms);
  expect(presentationIds(item)).toContain('medication-request');
  expect(analyzeCase(item).esi).toBe(5);
});
