import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An older person who slid from a chair or a bed onto their bottom, did not hit their head, has no pain
 * and walks as they always do is examined and reassured (ESI 5): an explained, uninjured fall needs no
 * bloods or ECG to find its cause, and twenty minutes on the floor is not a long lie. A fall with a
 * faint or dizziness before it, a hip that hurts, or hours on the floor keeps its work-up.
 */
const older = caseFormMaker({ patientAge: '92', gender: 'female' });
const OBS = 'BP 138/78 HR 74 RR 16 SpO2 97% T 36.5';

it.each([
  [
    'Fall - slid from chair to floor, home policy check',
    'Witnessed: slid forward off her armchair on to her bottom reaching for her handbag; staff lowered her the last bit. Did not bang her head, no blackout, no pain anywhere, now walking with her frame as normal.',
  ],
  [
    'Fall, unable to get up, no injury',
    'Slid off the edge of the bed getting onto her commode, on the floor about 20 minutes. Controlled slide, no head strike, no LOC, no dizziness beforehand. No injuries, walked with her frame as normal.',
  ],
  [
    'Fall at home, son wants her checked over',
    "She'd slid off the edge of the bed onto her bottom putting her slippers on. She didn't hit her head, she's got no pain anywhere, she wasn't dizzy. She walked out to the car with her frame like she always does.",
  ],
])('"%s" is examined and reassured (ESI 5)', (chiefComplaint, symptoms) => {
  const item = older(chiefComplaint, symptoms, OBS);
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses keep the work-up', () => {
  it('dizzy before sliding off the chair: the cause is looked for', () => {
    const item = older(
      'fall',
      'Felt dizzy then slid off her chair onto the floor, no injury, walking as normal now.',
      OBS,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ecg']));
  });

  it('on the floor all night: bloods and fluids for the long lie', () => {
    const item = older(
      'fall',
      'Slid off the bed and was on the floor all night until the carer came, no pain.',
      OBS,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
  });

  it('unable to get up and not walking as normal since: weakness is looked for', () => {
    const item = older(
      'fall',
      'Slid off her chair, unable to get up, no pain, not walking as normal since.',
      OBS,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ecg']));
  });

  it('a hip that hurts after sliding off the bed is X-rayed', () => {
    const item = older(
      'fall',
      'Slid off the bed onto her left side, now pain in the left hip on walking.',
      OBS,
    );
    expect(resourcesOf(item)).toContain('xray');
  });
});
