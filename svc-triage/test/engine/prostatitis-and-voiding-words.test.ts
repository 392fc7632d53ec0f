import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';
import { analyzeCase } from '../../src/domain/engine';

/**
 * A urinary infection in a man is told as "painful voiding", "burning and straining to pass urine" or a
 * named prostatitis. With a fever it is an acute bacterial prostatitis or an upper tract infection: bloods
 * and cultures and IV antibiotics (ESI 3 when the vital signs are outside the danger zone); without one, a
 * urine culture (ESI 4).
 */
const form = caseFormMaker({ patientAge: '52', gender: 'male' });

it.each([
  [
    'fever, perineal pain and painful voiding, ?acute prostatitis',
    'Three days of fever and sweats, deep ache between the legs.',
  ],
  [
    'feverish, waterworks',
    'Burning and straining to pass urine for 3 days, fevers and sweats, aching in the back passage.',
  ],
  ['acute prostatitis', 'Perineal ache, fever since yesterday, urgency.'],
])('"%s" with a fever is worked up and treated (ESI 3)', (chiefComplaint, symptoms) => {
  const item = form(chiefComplaint, symptoms, 'T 38.4 HR 96 BP 132/80 RR 18 SpO2 98%');
  expect(presentationIds(item)).toContain('urinary-tract-infection');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('without a fever, painful voiding in a man is a urine culture (ESI 4)', () => {
  const item = form(
    'painful voiding',
    'Stinging and straining to pass urine for 2 days. No fever, no back pain.',
    'T 36.8 HR 76 BP 130/80',
  );
  expect(presentationIds(item)).toContain('urinary-tract-infection');
  expect(analyzeCase(item).esi).toBe(4);
});
