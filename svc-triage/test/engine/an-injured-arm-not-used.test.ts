import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * An arm not used after a fall onto it, swollen and tender, is the injury, not a stroke: "won't use the
 * arm and the wrist is fat" in an older woman with dementia who put her hand out as she tripped is a wrist
 * to X-ray (ESI 4), not a stroke (ESI 2). An arm that will not move with a drooping face or slurred
 * speech is a stroke, fall or not.
 */
const woman = caseFormMaker({ patientAge: '83', gender: 'female' });

describe('an injured arm not used', () => {
  it('a wrist fallen on, swollen and tender, that she will not use is not a stroke', () => {
    const item = woman(
      'Not using left arm',
      "Daughter: 'Mum tripped on the rug yesterday and put her hand out. She won't use the arm and the wrist is fat.' Wrist swollen and tender, fingers warm.",
      'HR 78, BP 142/80, RR 16, SpO2 97%',
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: an arm not used after a fall, with a drooping face and slurred speech, is a stroke', () => {
    const item = woman(
      'Not using left arm',
      'Fell at home this morning. Not using the left arm, face drooping on the left, speech slurred.',
      'HR 88, BP 178/96',
    );
    expect(flagIds(item)).toContain('stroke-tia');
  });
});
