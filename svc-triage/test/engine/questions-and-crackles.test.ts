import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * - A well patient's question about a result is asked in many ways: staff "asked" whether he needs
 *   antibiotics, a man "thinks" 110 mg/dL is dangerous, a mother is worried about a thriving toddler's
 *   slightly low haemoglobin. The result goes back to its requester with an explanation: no repeat test
 *   in the ED (ESI 5). A result with symptoms, or a dangerous one, keeps its work-up: a glucose over
 *   16.7 mmol/L with vomiting or thirst needs fluids and a blood gas (JBDS 2023), however it was brought.
 *   A "long-term catheter" named in the narrative is context, not a catheter problem to change.
 *   "Kidney test slightly up" names a result by its test and its direction.
 * - Crackles at one base, or coarse ones, with a productive cough are a chest infection's, not heart
 *   failure's (ESC 2021 heart failure: bibasal crackles, orthopnoea, oedema).
 */
const adult = caseFormMaker({ patientAge: '52', gender: 'male' });

describe('a question about a result', () => {
  it('a man who thinks a fasting glucose of 110 mg/dL is dangerous, and is well, needs no test (ESI 5)', () => {
    const item = adult(
      'High sugar reading',
      'Fasting glucose 110 mg/dL on a health check abroad; he thinks it is dangerously high. Well, no thirst, no weight loss.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('care-home staff who asked whether a catheter dipstick needs antibiotics, for a man his usual self (ESI 5)', () => {
    const item = adult(
      'Urine result',
      'Long-term catheter, routine dipstick positive for leucocytes and nitrites. He is his usual self, eating, no fever. Staff asked if he needs antibiotics.',
      'HR 76, BP 130/74, T 36.8',
      '86',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a mother worried about a thriving toddler’s slightly low haemoglobin: advice (ESI 5)', () => {
    const item = adult(
      'Blood test result',
      'Mum worried: routine bloods showed a slightly low haemoglobin, 107. He is thriving, eating well, drinks a lot of milk.',
      'HR 112, RR 24, T 36.6',
      '2',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a high glucose with thirst and vomiting is not a question to answer at the desk', () => {
    const item = adult(
      'High sugar reading',
      'Glucose 32 mmol/L on his meter, very thirsty, vomited three times; he thinks it is dangerous.',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });
});

describe('a result named by its test and its direction', () => {
  it('"kidney test slightly up" is a result to repeat, not an unrecognised complaint (ESI 4)', () => {
    const item = adult(
      'Kidney test slightly up',
      'GP creatinine 138, baseline 115, after a hot weekend drinking less. Drinking well now, passing urine normally. GP wants a repeat.',
      'HR 76, BP 132/78, T 36.7',
      '74',
      'female',
    );
    const result = analyzeCase(item);
    expect(presentationIds(item)).toContain('abnormal-lab-result');
    expect(result.reasons.join(' ')).not.toMatch(/not recognised/);
    expect(result.esi).toBe(4);
  });
});

describe('crackles', () => {
  const older = caseFormMaker({ patientAge: '68', gender: 'female' });

  it('at one base with a productive cough are not heart failure', () => {
    const item = older(
      'Cough',
      'Productive cough for two weeks, breathless on hills, coarse crackles at the right base, T 37.6.',
    );
    expect(flagIds(item)).not.toContain('acute-heart-failure');
  });

  it('"few crackles L base" reads the same', () => {
    const item = older('Cough', 'Cough with green sputum, mildly breathless, few crackles L base.');
    expect(flagIds(item)).not.toContain('acute-heart-failure');
  });

  it('near-miss: bibasal crackles with breathlessness lying flat are heart failure', () => {
    const item = older(
      'Breathless',
      'Breathless for a week, worse lying flat, crackles at both bases.',
      'HR 98, BP 150/90, SpO2 93%',
    );
    expect(flagIds(item)).toContain('acute-heart-failure');
  });
});
