import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A patient who types "my breathing is fine" or a parent's "she's breathing fine" at a kiosk is telling the
 * nurse what is not wrong: it is no breathing complaint, and brings no blood gas, chest X-ray or ECG. A
 * breathing that is bad, a struggle or wheezy is one.
 */
const adult = caseFormMaker({ patientAge: '27', gender: 'female' });
const SOB = 'shortness-of-breath';

describe('breathing said to be fine', () => {
  it.each([
    ['27', "I got stung by a wasp on my arm, it's red and itchy but my breathing is fine", 5],
    ['4', "My son put a pea up his nose an hour ago, he's breathing fine", 4],
    ['34', 'Rash on my legs since yesterday, not itchy, breathing ok and my lips are normal', 5],
    ['30', 'Bee sting on my thumb, swollen, my breathing and lips are fine', 5],
  ])('aged %s, "%s": no breathing complaint, ESI %i', (age, complaint, esi) => {
    const form = adult(complaint, '', '', age);
    expect(presentationIds(form)).not.toContain(SOB);
    expect(analyzeCase(form).esi).toBe(esi);
  });

  it.each(['My breathing is bad tonight and I am wheezy', 'Struggling with my breathing since this morning'])(
    'near-miss: "%s" is a breathing complaint',
    (complaint) => {
      expect(presentationIds(adult(complaint, ''))).toContain(SOB);
    },
  );
});
