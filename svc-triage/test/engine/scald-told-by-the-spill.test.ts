import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A scald told by the spill: "spilled boiling water on my leg", "knocked a cup of hot tea onto her lap".
 * The engine read a scald only when the liquid came first ("boiling water went down his chest"), so
 * these were a leg injury to X-ray. Blisters running the length of a limb segment ("from my knee down to
 * my ankle") are a partial-thickness burn of several per cent of the body: the burns service's advice
 * and injected pain relief, two resources (ESI 3; NBCR referral criteria). A red splash without
 * blisters needs cooling and a dressing only (ESI 5).
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'male' });

describe('a scald told by the spill', () => {
  it('boiling water spilled on a leg, blisters from knee to ankle, really sore (ESI 3)', () => {
    const item = adult(
      'Spilled boiling water on my leg',
      "I knocked the pan off the stove. There are big blisters from my knee down to my ankle on the front of my leg and it's really sore.",
    );
    expect(presentationIds(item)).toContain('burn');
    expect(resourcesOf(item)).toEqual(
      expect.arrayContaining(['specialtyConsultation', 'parenteralMedication']),
    );
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a cup of hot tea knocked onto a lap is a scald', () => {
    const item = adult(
      'Burn',
      'Toddler knocked a cup of hot tea onto her lap, red patch on the thigh, crying.',
      '',
      '2',
      'female',
    );
    expect(presentationIds(item)).toContain('burn');
  });

  it('near-miss: a splash of boiling water on the back of a hand, red without blisters: nothing to do (ESI 5)', () => {
    const item = adult(
      'Burn',
      'Splashed a little boiling water on the back of my hand while cooking, red, no blisters, 2/10.',
    );
    expect(presentationIds(item)).toContain('burn');
    expect(analyzeCase(item).esi).toBe(5);
  });
});

describe('a scald told by the throw', () => {
  it('hot water thrown at a hand, superficial redness only, cooled: a burn, not a fever (ESI 5)', () => {
    const item = caseFormMaker({ patientAge: '34', gender: 'female' })(
      'Hot water thrown at hand by prisoner',
      'A prisoner threw a cup of hot water from a flask through the cell hatch; she raised her left hand. Superficial erythema back of left hand approx 1% TBSA, no blisters. Cooled under running water 20 min. Pain 3/10.',
      'HR 88 BP 126/78 RR 16 SpO2 99%',
    );
    expect(presentationIds(item)).toEqual(['burn']);
    expect(analyzeCase(item).esi).toBe(5);
  });
});
