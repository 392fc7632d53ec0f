import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A child who will not drink and has hardly passed urine is clinically dehydrated (NICE CG84: decreased
 * urine output), and a child who refuses the cup refuses the oral rehydration trial: bloods and IV fluids.
 */
const child = caseFormMaker({ patientAge: '5', gender: 'female' });

describe('will not drink and hardly passing urine', () => {
  it.each([
    [
      'not drinking after tonsils out',
      "Won't drink since yesterday, says it's like swallowing knives. Only done one small wee since last night, dark.",
    ],
    [
      'not drinking',
      'Refusing drinks with a sore mouth, only had a few sips today, no wet nappy since 8pm, lying on the sofa.',
    ],
  ])('%s', (complaint, story) => {
    const item = child(complaint, story, 'HR 126 RR 24 T 37.8 CRT 2-3s');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
    expect(analyzeCase(item).scores.esi.level).toBe(3);
  });
});

it('drinking a little less but passing plenty of urine is not dehydration to treat with a drip', () => {
  const item = child(
    'poor intake',
    'Drinking a bit less with a cold, still weeing normally, playing.',
    'HR 104 RR 22 T 37.6',
  );
  expect(resourcesOf(item)).not.toContain('ivFluids');
});
