import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "She'll try with numbing gel first" is the topical anaesthetic before stitches, not a numb finger: a
 * child's chin cut was sent to plastic surgery for a nerve injury (ESI 3 for ESI 4).
 */
const child = caseFormMaker({ patientAge: '10', gender: 'female' });
const VITALS = 'HR 92 RR 18 SpO2 100%';

describe('numbing gel is not numbness', () => {
  it.each([
    'Gaping 2 cm laceration under the chin from a scooter fall, bleeding stopped. Needs a few stitches; happy to try with numbing gel first.',
    'Cut chin, 2 cm, gaping. Numbing cream applied at triage.',
  ])('%s', (symptoms) => {
    expect(resourcesOf(child('cut chin', symptoms, VITALS))).toEqual(['simpleProcedure']);
  });

  it('a numb fingertip beyond a cut still brings the hand surgeon', () => {
    expect(
      resourcesOf(
        child('cut finger', 'Deep cut on the side of the finger from glass, fingertip numb since.', VITALS),
      ),
    ).toContain('specialtyConsultation');
  });
});
