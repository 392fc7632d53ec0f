import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Sore, swollen muscles with brown urine after unaccustomed exercise (a first spin class, a marathon) are
 * rhabdomyolysis until the CK says otherwise: blood tests and IV fluids, ESI 3. Dark urine without the
 * muscles' story is not.
 */
const form = caseFormMaker({ patientAge: '26', gender: 'female' });

it.each([
  [
    'legs swollen and wee like cola two days after a spin class',
    'Thighs unbelievably sore, swollen and hard. This morning my wee was dark brown like cola.',
  ],
  [
    'Leg pain + cola-coloured urine post-marathon',
    'Finished marathon 3h ago, aching thighs and calves, passed cola-coloured urine once.',
  ],
  ['Severe thigh pain + dark urine after spin class', 'Pain and swelling both thighs since the class.'],
])('"%s" is rhabdomyolysis (ESI 3)', (complaint, symptoms) => {
  const item = form(complaint, symptoms, 'BP 118/72 HR 88 RR 16 T 36.9');
  expect(presentationIds(item)).toContain('rhabdomyolysis');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: dark urine in a jaundiced patient with itching is not rhabdomyolysis', () => {
  expect(
    presentationIds(
      form('dark urine', 'Yellow eyes for a week, itchy, pale stools, dark urine.', '', '60', 'male'),
    ),
  ).not.toContain('rhabdomyolysis');
});
