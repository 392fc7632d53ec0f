import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A parent's words for a sore penis ("sore willy", "red, itchy tip of his penis") were an unrecognised
 * complaint, with blood tests assumed (ESI 4 for a simple balanitis, ESI 5).
 */
const boy = caseFormMaker({ patientAge: '4', gender: 'male' });
const VITALS = 'T 36.9 HR 104 RR 22';

describe("a boy's sore penis in a parent's words", () => {
  it.each([
    [
      'sore willy',
      'Red, itchy tip of penis for 2 days, bit of white discharge under foreskin. Passing urine OK, good stream. No fever.',
    ],
    ['red willy', 'His willy is red and sore at the end, weeing fine, no fever, running around.'],
  ])('%s', (complaint, symptoms) => {
    const form = boy(complaint, symptoms, VITALS);
    expect(presentationIds(form)).toContain('penile-swelling-priapism');
    expect(analyzeCase(form).esi).toBe(5);
  });
});
