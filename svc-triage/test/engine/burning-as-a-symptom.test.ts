import { caseFormMaker, flagIds } from './support/case-forms';
import { analyzeCase } from '../../src/domain/engine';

/**
 * "Burning" is often a symptom, not a burn: heartburn "rising into his throat" with a sour taste in his mouth
 * is not a facial burn threatening the airway, and bleach fumes that made the eyes sting are not a chemical
 * in the eye. A fall onto the face with burning, tingling, clumsy hands is the neck bent back: the central
 * cord is at risk (ESI 2).
 */
const man = caseFormMaker({ patientAge: '29', gender: 'male' });
const highRiskNames = (item: ReturnType<typeof man>) => analyzeCase(item).reasons.join('\n');

describe('burning as a symptom', () => {
  it('heartburn rising into the throat with a sour taste in the mouth is not an airway threat', () => {
    const item = man(
      'Burning in chest',
      'Burning behind his breastbone rising into his throat since a spicy meal, same as his usual heartburn, sour taste in his mouth.',
      'HR 76 BP 128/82 RR 14 SpO2 99% pain 3/10',
    );
    expect(highRiskNames(item)).not.toMatch(/Threat to the airway/);
  });

  it('a face burnt by burning oil is still an airway threat', () => {
    const item = man('Burns', 'Burning oil from a pan splashed across his face and lips.');
    expect(highRiskNames(item)).toMatch(/Threat to the airway/);
  });

  it('bleach fumes that made the eyes sting are not a chemical eye injury', () => {
    const item = man(
      'Chest tight after cleaning',
      'I was cleaning the bathroom with bleach and another spray with the window shut and it made my eyes sting and my chest go tight.',
    );
    expect(flagIds(item)).not.toContain('chemical-eye-injury');
  });

  it.each([
    'Bleach splashed into her left eye while cleaning.',
    'Got oven cleaner in his eye.',
    'Chemical splash, both eyes red and watering.',
  ])('%j is still a chemical eye injury', (story) => {
    expect(flagIds(man('Eye injury', story))).toContain('chemical-eye-injury');
  });

  it('a fall onto the face with burning, clumsy hands is a risk to the cord: ESI 2', () => {
    const item = man(
      'Fell on my face, hands burning',
      'I tripped on the kerb and went down on my face. Since then both my hands have this burning, pins-and-needles feeling and they feel clumsy. My legs seem OK.',
      '',
      '71',
    );
    expect(highRiskNames(item)).toMatch(/Risk to the spinal cord/);
    expect(analyzeCase(item).esi).toBe(2);
  });
});
