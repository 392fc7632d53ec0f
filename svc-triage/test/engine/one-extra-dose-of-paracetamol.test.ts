import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * One extra therapeutic dose of paracetamol, given twice by two carers or taken again by someone who forgot,
 * is at most about twice a single dose (30-40 mg/kg), below the 75 mg/kg at which TOXBASE advises a level:
 * advice, ESI 5. A medicine given to the wrong person is the same medication error. More than one extra dose,
 * a bottle, doses over days, or a drug that harms in small excess still get their level.
 */
const child = caseFormMaker({ patientAge: '4', gender: 'female' });
const resident = caseFormMaker({ patientAge: '91', gender: 'male' });
const adult = caseFormMaker({ patientAge: '35', gender: 'male' });

describe('one extra dose of paracetamol', () => {
  it.each([
    [
      'a child',
      child(
        'Mum gave her two doses of Calpol by mistake',
        'Dad gave 10 ml of Calpol at 6 pm and I gave another 10 ml at 6.30 without knowing. She is 17 kg, playing, not sick, no tummy pain.',
        'temp 37.2',
      ),
    ],
    [
      'a care-home resident',
      resident(
        "Care home: given another resident's tablets",
        "Given another resident's lunchtime tablets by mistake: paracetamol 1 g and a laxative. He had his own paracetamol 1 g at 8 am. Well, at his baseline, eating lunch.",
        'BP 138/78, HR 70, RR 16, SpO2 96%, T 36.6',
      ),
    ],
    [
      'an adult',
      adult(
        'Took paracetamol twice by mistake',
        'Took 2 paracetamol for a headache at 10, forgot and took another 2 at 11. Weighs 80 kg. Feels fine.',
        'BP 124/80, HR 72',
      ),
    ],
  ])('%s, well: a medication error, no level, ESI 5', (_who, item) => {
    expect(presentationIds(item)).toContain('medication-error');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });

  it('near-miss: a toddler who drank what was left in a bottle of Calpol gets a level', () => {
    const item = child(
      'Drank Calpol from the bottle',
      'Found with an open bottle of Calpol, about half of it gone (maybe 50 ml). Well in herself.',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: paracetamol taken twice as often as it should be for three days gets a level', () => {
    const item = adult(
      'Toothache, took too many painkillers',
      'Taking 2 paracetamol every 2 hours for 3 days for toothache, and took them twice as often as the box says. Feels sick.',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it("near-miss: another resident's warfarin given by mistake gets an INR", () => {
    const item = resident(
      "Care home: given another resident's tablets",
      "Given another resident's morning tablets by mistake, including warfarin 5 mg. Well, at his baseline.",
    );
    expect(presentationIds(item)).toContain('medication-error');
    expect(resourcesOf(item)).toContain('labs');
  });
});
