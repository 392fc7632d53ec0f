import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A home oxygen meter's reading written without a verb, with or without the percent sign: "housemate's
 * finger oxygen thing 82%", "sats monitor 88". A saturation of 82% with sudden breathlessness is
 * decision point A (ESI 1).
 */
const form = caseFormMaker({ patientAge: '23', gender: 'male' });

it.each([
  ['housemates finger oxygen thing 82%. watch 140', 82],
  ['finger oxygen thing 95%', 95],
  ['the oxygen meter says 88', 88],
])('"%s" reads SpO2 %d', (vitals, spo2) => {
  expect(factsOf(form('breathless', 'cant breathe', vitals)).vitals.spo2).toBe(spo2);
});

it('sudden chest pain and breathlessness with a home saturation of 82% is ESI 1', () => {
  const item = form(
    'cant breathe sudden pain in chest getting worse',
    'Sharp pain right side of chest an hour ago, now cant catch my breath at all, getting worse, feel faint and sweaty. Had a collapsed lung on the same side before.',
    'housemates finger oxygen thing 82%. watch 140',
  );
  expect(analyzeCase(item).esi).toBe(1);
});
