import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Fluid loss as a busy note writes it. A child "still vomiting, 10x today … not keeping drinks down, hardly
 * any wees" is dehydrating (NICE CG84): blood tests and IV fluids. Blood in the diarrhoea with a fever is
 * dysentery, an invasive infection (IDSA 2017): cultures and fluids. Each beside the near-miss that is not.
 */
const child = caseFormMaker({ patientAge: '6', gender: 'female' });
const adult = caseFormMaker({ patientAge: '38', gender: 'male' });

describe("a child's vomiting that is drying her out", () => {
  it.each([
    'Sick on the ferry 2 days ago, still vomiting, 10x today, now diarrhoea, not keeping drinks down, hardly any wees.',
    'Vomiting since yesterday, not keeping drinks down.',
    'Vomiting since yesterday, hardly any wees today.',
    'Vomiting 10x today.',
  ])('%j: IV fluids, ESI 3', (story) => {
    const item = child('vomiting', story, 'HR 125');
    expect(resourcesOf(item)).toContain('ivFluids');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: sick twice, keeping drinks down and weeing normally needs nothing', () => {
    const item = child(
      'vomiting',
      'Sick twice this morning, keeping drinks down, weeing normally.',
      'HR 100',
    );
    expect(resourcesOf(item)).not.toContain('ivFluids');
  });
});

describe('dysentery', () => {
  it('back from India, diarrhoea 8x a day with blood, feverish, T 38.4: cultures and fluids, ESI 3', () => {
    const item = adult(
      'diarrhoea',
      'Back from India 5 days, diarrhoea 8x day with blood, cramps, feverish.',
      'T 38.4, HR 96, BP 118/76',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: bloody diarrhoea without a fever, drinking well, is not given fluids for it', () => {
    const item = adult(
      'diarrhoea',
      'Diarrhoea 3 times today with a streak of blood, drinking well.',
      'T 36.9',
    );
    expect(resourcesOf(item)).not.toContain('ivFluids');
  });
});
