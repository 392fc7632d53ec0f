import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Cystitis told in a heatwave. A mild ache low in the tummy with burning and frequency is the bladder's:
 * the urinary complaint's urine test, not the abdomen's bloods, scan and IV analgesia (NICE NG109). And a
 * heatwave in the story is the weather the complaint came in, not a heat illness with its bloods and drip.
 */
const woman = caseFormMaker({ patientAge: '72', gender: 'female' });

it('burning, frequency and a bit of low tummy ache at 72: the urine culture alone (ESI 4)', () => {
  const item = woman(
    'Burning passing water, going a lot',
    'Worried because of the heat. Two days of burning and going to the toilet every half hour, bit of low tummy ache, cloudy urine. No fever, no loin pain, no vomiting, eating and drinking OK, her normal sharp self.',
    'pulse 78, BP 136/80, resps 16, sats 97 on air, temp 36.9',
  );
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('"since the heatwave started it stings when I wee": no heat illness', () => {
  const item = woman(
    'burning when i pee',
    "Since the heatwave started I don't think I've been drinking enough. For 2 days it stings when I wee and I keep needing to go. Bit of a tummy ache low down. No fever, no back pain.",
    '',
    '24',
  );
  expect(presentationIds(item)).not.toContain('heat-illness');
  expect(resourcesOf(item)).not.toContain('ivFluids');
  expect(resourcesOf(item)).not.toContain('advancedImaging');
});

describe('near-misses', () => {
  it('burning with loin pain and a fever keeps the work-up', () => {
    const item = woman(
      'burning when i pee',
      'Stings when I wee, lower tummy ache and now pain in my right loin, shivery.',
      'T 38.6 HR 104',
      '30',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('"collapsed in the heatwave" is a heat illness', () => {
    expect(
      presentationIds(woman('collapsed in the heatwave', 'Felt dizzy in the garden, then collapsed.')),
    ).toContain('heat-illness');
  });
});
