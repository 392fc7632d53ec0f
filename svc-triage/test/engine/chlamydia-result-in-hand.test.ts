import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A positive chlamydia result already texted to a patient without symptoms is treated with oral
 * doxycycline and partner notification (BASHH 2018): nothing to test again, ESI 5. Pelvic pain or a fever
 * with it is a possible pelvic infection and keeps its tests.
 */
const woman = caseFormMaker({ patientAge: '23', gender: 'female' });

describe('a positive chlamydia result in hand', () => {
  it.each([
    ['Result: chlamydia positive', 'Texted +ve chlamydia result, asymptomatic, needs treatment'],
    ['Chlamydia result', 'Clinic says my chlamydia test was positive. No symptoms at all.'],
  ])('%j: an oral prescription (ESI 5)', (complaint, story) => {
    const item = woman(complaint, story, 'HR 72 BP 114/70 T 36.6');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a positive result with pelvic pain and a fever keeps its tests', () => {
    const item = woman(
      'Chlamydia positive',
      'Positive chlamydia result last week, now pelvic pain and fever 38.2.',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});
