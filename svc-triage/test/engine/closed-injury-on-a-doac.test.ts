import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A closed injury of a limb on a DOAC (apixaban, rivaroxaban), with no wound, no bleeding and no blow to
 * the head, needs its X-ray: a DOAC has no routine level, and clotting tests change nothing (NICE NG232
 * asks for more only after a head injury). On warfarin the INR is still checked; a wound, a head injury
 * or a hip still add the bloods.
 */
const onApixaban = (
  complaint: string,
  symptoms: string,
  medications = 'apixaban 5 mg twice a day, bisoprolol',
) => ({
  ...caseFormMaker({ patientAge: '71', gender: 'female' })(complaint, symptoms),
  currentMedications: medications,
});

it('a swollen, bruised wrist after a slip yesterday, no head strike, on apixaban: the X-ray alone (ESI 4)', () => {
  const item = onApixaban(
    'hurt my wrist, fell yesterday',
    "Slipped on wet leaves and put my hand out. Didn't hit my head. Wrist swollen and bruised, hurts to turn a key. Fingers fine.",
  );
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('a bruise from a door frame, worried because she is on a "blood thinner": no resources (ESI 5)', () => {
  const item = onApixaban(
    'Bruise on arm',
    "Knocked R forearm on door frame yesterday. 4 cm bruise, no swelling, full ROM, no bony tenderness. Worried because on 'blood thinner'. No other bleeding, no head injury.",
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses keep the bloods', () => {
  it.each([
    [
      'the same wrist on warfarin',
      'hurt my wrist',
      'Slipped and put my hand out, wrist swollen.',
      'warfarin 3 mg',
    ],
    ['a cut on apixaban', 'cut shin', 'Caught her shin on the car door, deep cut oozing.', 'apixaban'],
    ['a hip on apixaban', 'fall', 'Fell in the kitchen, hip pain, cannot weight bear.', 'apixaban'],
  ])('%s', (_name, complaint, symptoms, medications) => {
    expect(resourcesOf(onApixaban(complaint, symptoms, medications))).toContain('labs');
  });
});
