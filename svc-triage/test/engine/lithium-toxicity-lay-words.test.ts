import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Lithium toxicity told by a relative: "muddled", "his hands are shaking badly", "his words are slurred"
 * (which the reading turns into "speech disturbance"), "walks like he's drunk". On lithium, after days
 * of vomiting and a new diuretic, these are its neurotoxicity: high risk until the level is known (ESI 2,
 * TOXBASE). A fine tremor alone on lithium is not.
 */
const adult = caseFormMaker({ patientAge: '63', gender: 'male' });
const onLithium = (item: ReturnType<typeof adult>) => ({
  ...item,
  medicalHistory: 'Bipolar disorder',
  currentMedications: 'Lithium, bendroflumethiazide',
});

describe('lithium toxicity in a relative’s words', () => {
  it('muddled, shaking badly, slurred words, walks like he is drunk after days of vomiting (ESI 2)', () => {
    const item = onLithium(
      adult(
        "He's shaky and walks like he's drunk",
        "He's had diarrhoea and vomiting for three days. Since yesterday he's been muddled, his hands are shaking badly and his words are slurred.",
        'HR 64, BP 128/78, RR 16, SpO2 97%, T 36.9',
      ),
    );
    expect(flagIds(item)).toContain('lithium-toxicity');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('"walks like he\'s drunk" alone on lithium is unsteadiness', () => {
    expect(
      flagIds(onLithium(adult('Unsteady', "Walks like he's drunk since yesterday, hasn't been drinking."))),
    ).toContain('lithium-toxicity');
  });

  it('near-miss: his usual fine tremor on lithium, otherwise well', () => {
    expect(
      flagIds(
        onLithium(
          adult(
            'Repeat prescription',
            'Usual fine tremor of the hands, otherwise well, needs a repeat of his lithium.',
          ),
        ),
      ),
    ).not.toContain('lithium-toxicity');
  });
});
