import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A barbed or pointed thing that struck the eye and stays in it (a Taser probe, a fish hook, a nail) is an
 * open globe until an ophthalmologist says not: shield it, nothing to press on it (RCOphth; AAO). ESI 2.
 */
const adult = caseFormMaker({ patientAge: '28', gender: 'male' });

describe('something embedded in the eye', () => {
  it.each([
    [
      'Taser probe in right eye',
      'Tasered during an arrest; one probe struck his right eye and the barb is still in it. Vision blurry.',
    ],
    ['fishing accident', 'Casting went wrong and a fish hook is stuck in his left eye.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'BP 138/84 HR 92 RR 16 SpO2 98%');
    expect(presentationIds(item)).toContain('eye-trauma');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });
});

it('a Taser barb in the back is not an eye injury', () => {
  const item = adult(
    'taser barb removal',
    'Tasered on arrest, one barb in his upper back, the other fell out. Well.',
    'HR 88 BP 130/80',
  );
  expect(presentationIds(item)).not.toContain('eye-trauma');
});
