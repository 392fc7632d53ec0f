import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * Rhabdomyolysis is treated on suspicion (RCEM): painful, swollen muscles with cola-coloured urine after
 * exercise, a crush or a long lie need a CK, renal function and IV fluids, two resources, before any
 * result. The flag read only a CK already measured; such a case went unrecognised (ESI 4).
 */
const form = caseFormMaker({ patientAge: '22', gender: 'female' });
const calm = 'HR 86 BP 124/76 RR 14 SpO2 99% T 36.8';

it.each([
  'First CrossFit session two days ago, now thighs are swollen and agony to bend, wee is the colour of cola.',
  'Muscle pain in both calves after a marathon, passing dark brown urine this morning.',
  'Painful swollen arms since the gym on Monday and her pee was the colour of tea.',
])('"%s" is suspected rhabdomyolysis: labs and IV fluids (ESI 3)', (symptoms) => {
  const item = form('muscle pain', symptoms, calm);
  expect(flagIds(item)).toContain('rhabdomyolysis');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('dark urine with painful muscles but no result is not escalated to ESI 2 on the urine alone', () => {
  expect(
    analyzeCase(form('sore legs', 'Painful thighs after squats yesterday, dark brown urine today.', calm))
      .esi,
  ).toBe(3);
});

it('near-miss: stiff sore legs after a run with normal urine is not rhabdomyolysis', () => {
  const item = form('sore legs', 'Stiff sore thighs after a 10k run yesterday, urine normal colour.', calm);
  expect(flagIds(item)).not.toContain('rhabdomyolysis');
});
