import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Harm by someone close (a son, a partner, a carer), told by a patient who is afraid to go home or whose
 * abuser is in the waiting room, is a high-risk situation: the patient must be seen alone and safe now,
 * not left to wait beside them (NICE PH50, NG150). ESI 2. A disclosure without fear or danger now, or a
 * fear without harm, is not this flag.
 */
const older = caseFormMaker({ patientAge: '79', gender: 'female' });

describe('abuse with the patient afraid, or the abuser present', () => {
  it.each([
    [
      'My son pushed me and I hurt my wrist',
      "He pushed me into the kitchen door. He's sat out there in the waiting room - please don't tell him I said anything.",
    ],
    ['Bruised arms', 'My husband grabbed me by the arms again last night. I am frightened to go home.'],
  ])('%j: ESI 2', (complaint, story) => {
    const item = older(complaint, story);
    expect(flagIds(item)).toContain('abuse-unsafe-to-go-home');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('what is not this flag', () => {
  it('a son who pushed the wheelchair, or a fear of the stairs at home', () => {
    expect(
      flagIds(
        older(
          'Wrist pain',
          'My son pushed my wheelchair over a kerb and I fell out onto my wrist. He is waiting outside.',
        ),
      ),
    ).not.toContain('abuse-unsafe-to-go-home');
    expect(
      flagIds(older('Fall', 'Fell on the stairs, I am frightened to go home because of the stairs.')),
    ).not.toContain('abuse-unsafe-to-go-home');
  });
});
