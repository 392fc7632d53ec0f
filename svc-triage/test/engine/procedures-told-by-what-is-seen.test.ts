import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * What is seen decides the procedure (ESI v4: a simple procedure is one resource):
 * - a speck seen on the cornea, or one irrigation did not shift, is lifted off at the slit lamp, whatever
 *   the patient calls the feeling (RCOphth corneal foreign body);
 * - sea urchin spines left in the foot are removed; fragments left behind once the visible spines are out
 *   are found on an X-ray first (they are calcium carbonate);
 * - a tense, painful swelling beside the vaginal opening, or a lump that makes sitting difficult, of a few
 *   centimetres and growing over days, is a Bartholin's or skin abscess to drain.
 * And "not herself" is read as confusion unless the note says she knows who and where she is.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });

describe('a foreign body on the cornea', () => {
  it('seen on the cornea and not removed by irrigation is removed at the slit lamp (ESI 4)', () => {
    const item = adult(
      'FB Rt eye',
      'c/o FB sensation Rt eye since grit blew in while cycling 2h ago. Small FB visible on cornea, not removed w/ irrigation.',
      'BP 132/80, HR 80, pain 4/10',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a gritty feeling after dust with nothing seen needs no procedure', () => {
    const item = adult(
      'Gritty eye',
      'Gritty feeling in the left eye after dusting, nothing seen on the eye, washed it.',
    );
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });
});

describe('spines left in the skin', () => {
  it('sea urchin spines in the foot are removed (ESI 4)', () => {
    const item = adult(
      'Sea urchin spines in foot',
      'Stepped on a sea urchin while swimming. About six black spines are stuck deep in the ball of my foot. I feel fine otherwise.',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('dark fragments left after she pulled out the spines she could see: X-ray and removal (ESI 3)', () => {
    const item = adult(
      'Trod on a sea urchin on holiday, foot now swollen and sore',
      'Four days ago she stepped on a sea urchin. She pulled out the spines she could see, but several dark fragments remain in the sole of her right foot. No fever.',
      'Temperature 37.1 °C, HR 82, BP 118/74, RR 16, SpO2 99% on air.',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('a collection to drain', () => {
  it('a tense swelling beside the vaginal opening that makes sitting difficult is drained (ESI 4)', () => {
    const item = adult(
      'Painful lump near vagina',
      'A painful, tense 3 cm swelling on the left side of the vaginal opening that has grown over three days and makes sitting difficult. No fever.',
      'BP 118/72, HR 86, RR 16, SpO2 99%, T 37.2 C, pain 6/10',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a small painless lump under the skin for months needs nothing now', () => {
    const item = adult('Lump', 'A small painless lump under the skin of my arm for months, not growing.');
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });
});

describe('"not herself"', () => {
  const older = caseFormMaker({ patientAge: '86', gender: 'female' });

  it('with orientation kept is no confusion', () => {
    const item = older(
      'Tired and weak',
      'More tired than usual for three days and eating little, but she knows who we are and where she is and is chatting normally. We just feel she is not herself.',
    );
    expect(analyzeCase(item).redFlags.map((flag) => flag.id)).not.toContain('altered-mental-status');
    expect(analyzeCase(item).scores.esi?.decisionPoint).not.toBe('B');
  });

  it('near-miss: "not herself" alone in an older adult is still read as confusion (ESI 2)', () => {
    const item = older('Tired and weak', 'More tired than usual for three days, eating little, not herself.');
    expect(analyzeCase(item).esi).toBe(2);
  });
});
