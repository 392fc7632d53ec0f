import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A cut with fat visible in it has gone through the dermis, whatever else the note calls it ("superficial,
 * fat visible"): strips will not hold it and it is sutured, a simple procedure (one resource, ESI 4). A
 * superficial graze with nothing beneath the skin is closed with strips or glue: simple wound care, ESI 5.
 */
const adult = caseFormMaker({ patientAge: '25', gender: 'male' });
const obs = 'HR 78, BP 124/74, RR 14, SpO2 99%, pain 2/10';

describe('a cut down to the fat', () => {
  it.each([
    'Kitchen knife slipped, 4 cm linear cut L forearm, superficial, fat visible, bleeding controlled, moves fingers fully.',
    'Cut on the shin from a garden fork, 3 cm, you can see yellow fat in it, bleeding stopped.',
    'Superficial-looking 3 cm lac to the thigh on a fence, subcutaneous fat exposed, NV intact.',
  ])('"%s": sutured, ESI 4', (story) => {
    const form = adult('laceration', story, obs);
    expect(resourcesOf(form)).toContain('simpleProcedure');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('near-miss: a superficial scratch with nothing beneath the skin is simple wound care, ESI 5', () => {
    const form = adult(
      'cut',
      'Superficial 2 cm scratch on the forearm from a bramble, edges together, bleeding stopped.',
      obs,
    );
    expect(resourcesOf(form)).not.toContain('simpleProcedure');
    expect(analyzeCase(form).esi).toBe(5);
  });
});
