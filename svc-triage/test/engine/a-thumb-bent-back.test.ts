import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * "Thumb bent back by a prisoner": forced back past its range, an injury (a gamekeeper's thumb, an avulsion
 * fracture) to X-ray. It is not back pain, and "bent back" says how it was hurt, not a deformity to reduce.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('a finger or thumb bent back', () => {
  it.each([
    [
      'Thumb bent back by a prisoner',
      'Grabbed my thumb and bent it right back this morning. Swollen at the base, hurts to grip, pinch is weak.',
    ],
    ['finger injury', 'Caught the ball and my finger got bent backwards, swollen middle joint.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'BP 132/80 HR 76');
    expect(presentationIds(item)).toContain('upper-extremity-injury');
    expect(presentationIds(item)).not.toContain('back-pain');
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).scores.esi.level).toBe(4);
  });
});

it('a wrist that is bent the wrong way is still a deformity to reduce', () => {
  const item = adult(
    'wrist injury',
    'Fell on an outstretched hand, wrist bent the wrong way, dinner-fork shape.',
    'BP 140/90 HR 96',
  );
  expect(resourcesOf(item)).toContain('complexProcedure');
});
