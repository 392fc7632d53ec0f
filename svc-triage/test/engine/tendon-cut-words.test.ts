import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A hand wound with a finger that will not bend or straighten has cut a tendon: a hand surgeon repairs
 * it (BSSH hand trauma standards), a consultation beside the wound's repair, two resources (ESI 3). It
 * is told as "cannot bend the tip of her index finger" or "no active flexion at the DIP joint", with
 * words between the verb and the finger; the engine read only "cannot bend her finger" and called such
 * a palm cut ESI 4. A finger that bends and straightens fully is not a tendon injury.
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'female' });
const normalVitals = 'BP 122/74, HR 82, RR 14, SpO2 99%';

describe('a cut tendon in other words', () => {
  it('cannot bend the tip of her index finger after a palm cut: hand surgery (ESI 3)', () => {
    const item = adult(
      'Cut hand',
      'Cut her right palm on a kitchen knife. Bleeding controlled. She cannot bend the tip of her index finger; it is pink with normal sensation.',
      normalVitals,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['specialtyConsultation', 'simpleProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('unable to straighten the end of a finger after a cut over its back', () => {
    const item = adult(
      'Finger laceration',
      'Cut over the back of the L middle finger on a tin lid, unable to straighten the end of the finger.',
      normalVitals,
      '33',
      'male',
    );
    expect(resourcesOf(item)).toContain('specialtyConsultation');
  });

  it('no active flexion at the DIP joint', () => {
    const item = adult(
      'Laceration R ring finger',
      'Glass cut volar aspect R ring finger, no active flexion at the DIP joint, sensation intact.',
      normalVitals,
    );
    expect(resourcesOf(item)).toContain('specialtyConsultation');
  });

  it('near-miss: a finger cut with full bending and straightening needs only the repair', () => {
    const item = adult(
      'Cut finger',
      'Cut R index finger on a knife, 2 cm, can bend and straighten all fingers fully, sensation normal.',
      normalVitals,
    );
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
  });
});
