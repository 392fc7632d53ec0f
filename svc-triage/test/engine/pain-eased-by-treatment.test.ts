import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Words for a pain that was severe ("writhing at the surgery") do not make the pain severe now when
 * treatment has brought it down to a score below 7 ("pain down to 4/10 now"); still writhing, or a score of
 * 8 now, still is severe pain.
 */
const form = caseFormMaker({ patientAge: '38', gender: 'male' });
const vitals = 'HR 84, BP 138/86, RR 16, temp 36.8, SpO2 99%';
const levelOf = (narrative: string) =>
  analyzeCase(form('Left loin to groin pain, GP gave injection', narrative, vitals)).scores.esi.level;

it('a renal colic that was writhing and is down to 4/10 after IM diclofenac is ESI 3', () => {
  expect(
    levelOf(
      'Sudden left loin pain radiating to groin since 0600, writhing at the surgery, given diclofenac 75mg IM, pain down to 4/10 now. Blood on dipstick.',
    ),
  ).toBe(3);
});

it('near-miss: still writhing with a score of 8 now is severe pain: ESI 2', () => {
  expect(
    levelOf('Sudden left loin pain radiating to groin, writhing, pain 8/10 now despite the injection.'),
  ).toBe(2);
});
