import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A towel or a dressing "soaked through" says how much a wound bled. When pressure at triage has stopped
 * it, with normal observations, the wound needs its repair (one resource), not haemostasis now. Spurting,
 * pulsatile or arterial bleeding, or a tourniquet, stays high risk however it is controlled.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'male' });
const settled = 'arrival: BP 136/84 HR 98 | after 10 min: BP 130/80 HR 86 RR 14 SpO2 99%';

describe('a wound that has stopped bleeding', () => {
  it.each([
    'Cut L forearm on broken glass. Came in with tea towel soaked through. Firm pressure 10 mins at triage - bleeding stopped. 4cm gaping wound, full finger movement and sensation.',
    'Kitchen knife cut to thigh, bandage soaked through on arrival; pressure applied and it has now stopped bleeding. 3 cm wound.',
  ])('"%s" is ESI 4', (story) => {
    expect(analyzeCase(adult('cut arm', story, settled)).esi).toBe(4);
  });

  it('near-miss: a wound still bleeding through its dressing is high risk', () => {
    expect(
      analyzeCase(adult('cut arm', 'Forearm cut, bleeding through the dressing despite pressure.', settled))
        .esi,
    ).toBeLessThanOrEqual(2);
  });

  it('near-miss: spurting that pressure has stopped is still high risk', () => {
    expect(
      analyzeCase(
        adult('cut wrist', 'Glass cut to wrist, spurting, bleeding stopped with firm pressure.', settled),
      ).esi,
    ).toBeLessThanOrEqual(2);
  });
});
