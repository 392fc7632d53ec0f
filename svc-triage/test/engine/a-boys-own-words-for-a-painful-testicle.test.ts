import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A boy embarrassed to name his testicle says his "private bit", "private parts" or "privates" hurts, often
 * behind a tummy ache: a sudden painful swelling there is a torsion until a urologist says otherwise (EAU
 * 2024 paediatric urology), ESI 2. An itch there is not a pain.
 */
const boy = caseFormMaker({ patientAge: '13', gender: 'male' });

describe("a boy's own words for a painful testicle", () => {
  it.each([
    [
      'Tummy ache and being sick',
      "Woke at 5 am with a bad tummy ache low down, sick twice. In the car he told me it's actually his private bit that hurts, on the left, and it's swollen.",
    ],
    [
      'Pain in private parts',
      'Sudden pain in my private parts on the right side since PE, it hurts to walk.',
    ],
    [
      'Tummy pain',
      'Says the pain is really in his private area, one side is swollen and sore. Started an hour ago.',
    ],
  ])('%j: a possible torsion, ESI 2', (complaint, story) => {
    const item = boy(complaint, story, 'HR 96, RR 18, SpO2 99%, T 36.9');
    expect(flagIds(item)).toContain('testicular-torsion');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('near-miss: an itchy rash on his private area is not a torsion', () => {
    const item = boy('Itchy rash', 'Itchy red rash on his private area for a week, no swelling, no pain.');
    expect(flagIds(item)).not.toContain('testicular-torsion');
  });
});
