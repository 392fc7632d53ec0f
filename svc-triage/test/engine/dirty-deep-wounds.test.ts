import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Two things a wound's story tells that its size does not. Metal stepped on under water or underfoot may
 * have left a piece in the sole: X-rayed, as a nail or glass is. A wound into muscle or down to bone with
 * soil, oil, sawdust, manure or dirty water in it is washed out and debrided by a surgeon (BOAST open
 * injuries), not closed in the department: a chainsaw's wound is ragged and dirty by its nature.
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'male' });

describe('metal stepped on', () => {
  it('a deep cut to the sole from something metal under flood water: X-ray and repair, ESI 3', () => {
    const item = adult(
      'cut foot in flood water',
      'Wading to get the car, stepped on something metal under the water, deep cut to the sole, bleeding stopped.',
      'HR 84 BP 130/78 RR 14 SpO2 99% pain 5',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('stood on a piece of scrap metal in the yard: X-rayed', () => {
    expect(
      resourcesOf(adult('foot wound', 'Stood on a piece of scrap metal in the yard, cut under the heel.')),
    ).toContain('xray');
  });
});

describe('bits left in a wound', () => {
  it('"think there\'s still bits of muck in it": X-rayed for what is left', () => {
    expect(
      resourcesOf(
        adult(
          'cut leg',
          "Caught my calf on something in the flood water, deep cut, think there's still bits of muck in it.",
        ),
      ),
    ).toContain('xray');
  });

  it('near-miss: the bit of metal that made the cut is not left in it', () => {
    expect(
      resourcesOf(adult('cut hand', 'Cut my palm on a rusty bit of metal in the garden, gaping about 3 cm.')),
    ).not.toContain('xray');
  });
});

describe('a deep, dirty wound', () => {
  it('a chainsaw cut into the muscle of the forearm with sawdust and bar oil in it: a surgeon washes it out, ESI 3', () => {
    const item = adult(
      'chainsaw cut to left forearm',
      'Saw kicked back, ragged 7 cm laceration on the back of the forearm, looks into muscle, sawdust and bar oil in it. Bleeding controlled, moves all fingers, sensation normal.',
      'HR 84 BP 130/78 RR 16 SpO2 99% pain 5',
    );
    expect(resourcesOf(item)).toContain('specialtyConsultation');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a cut down to the bone of the shin with soil in it: a surgeon washes it out', () => {
    expect(
      resourcesOf(
        adult('leg wound', 'Fell onto a plough blade, gash on the shin down to the bone, soil in the wound.'),
      ),
    ).toContain('specialtyConsultation');
  });

  describe('near-misses', () => {
    it.each([
      ['cut hand', 'Cut his palm on a clean kitchen knife, deep, into the muscle, bleeding controlled.'],
      ['grazed knee', 'Fell off his bike, ragged graze on the knee with grit and dirt in it, superficial.'],
      ['chainsaw nick', 'Small chainsaw nick to the thumb, superficial, a bit of sawdust on it.'],
    ])('"%s": no surgeon for the wound', (complaint, story) => {
      expect(resourcesOf(adult(complaint, story))).not.toContain('specialtyConsultation');
    });
  });
});
