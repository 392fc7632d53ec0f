import { analyzeCase } from '../../src/domain/engine';
import { compilePhrases, execPhrases } from '../../src/domain/engine/red-flags/matchers';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A well patient who comes to ask about a result (a raised cholesterol, a low vitamin D, a borderline
 * thyroid test, an INR just off target) needs an explanation and a plan with the GP, not a test now: no
 * ESI resource, ESI 5. The engine either did not recognise the visit and assumed two resources, or
 * repeated the test. A referral to repeat a dangerous value, or a result with symptoms, still gets its
 * work-up. The patient must be said to be well: a result alone does not say so.
 */
const form = caseFormMaker({ patientAge: '52', gender: 'female' });
const calm = 'HR 74, BP 128/78, RR 14, SpO2 98%, T 36.7';

it.each([
  [
    'Cholesterol result',
    'The GP texted that my cholesterol is 7.4. I feel fine, no chest pain, just worried.',
  ],
  [
    'Thyroid result',
    'TSH 6.1 with a normal T4 on bloods for tiredness; wants to know if she needs tablets. Otherwise well.',
  ],
  ['Low vitamin D', 'App says my vitamin D is 24 and low. Should I take tablets? I feel fine.'],
  [
    'Question about warfarin',
    'INR 3.3 at the pharmacy, a little above her range of 2-3. No bleeding or bruising, feels well. Asks about the dose.',
  ],
  [
    'Raised PSA',
    'PSA 4.8 from a well-man check. No urinary symptoms, feels fine; wants to know what happens next.',
  ],
])('%s: "%s" is a question about a result (ESI 5)', (complaint, symptoms) => {
  const item = form(complaint, symptoms, calm);
  expect(presentationIds(item)).toContain('abnormal-lab-result');
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses', () => {
  it('GP sends a well man in to repeat a potassium of 6.3: bloods and an ECG (ESI 3 or higher)', () => {
    const item = form(
      'abnormal blood test',
      'GP referral: potassium 6.3 on routine bloods, please repeat urgently. Feels well.',
      calm,
      '67',
      'male',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('a haemoglobin of 74 found on routine bloods, breathless on the stairs, is worked up (ESI 3 or higher)', () => {
    const item = form(
      'blood count result',
      'Routine bloods showed Hb 74. Breathless on the stairs and tired for a month.',
      calm,
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });
});

it('a phrase whose alternatives make a letter optional needs the word without it: "(feels?|felt)" finds "feel"', () => {
  expect(execPhrases('i feel fine today.', compilePhrases(['(feels?|felt)']))?.[0]).toBe('feel');
});
