import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Anaphylaxis treated with the patient's own adrenaline pen and settling ("feel loads better, lips going
 * down, breathing easier") is still high risk: a second phase or a second dose may come, so it does not
 * wait (ESI 2). Only partial improvement, a child gone floppy, a low pressure or saturation, or a throat
 * closing now is ESI 1.
 */
const form = caseFormMaker({ patientAge: '28', gender: 'female' });

it('anaphylaxis improving after her EpiPen is high risk (ESI 2)', () => {
  const item = form(
    'allergic reaction to prawns, used my epipen',
    'Ate a prawn curry by mistake 40 min ago. Throat went tight, lips swelled, itchy lumpy rash all over, felt faint and my chest got wheezy. Used my EpiPen 25 min ago and I feel loads better now, lips going down, breathing easier, rash fading.',
    "friend's watch says heart 104",
  );
  expect(flagIds(item)).toContain('anaphylaxis-treated');
  expect(flagIds(item)).not.toContain('anaphylaxis');
  expect(analyzeCase(item).esi).toBe(2);
});

describe('near-misses stay ESI 1', () => {
  it('only partial improvement after the EpiPen, floppy and hypotensive', () => {
    const item = form(
      'anaphylaxis',
      'Peanut satay, lip and tongue swelling, hives, wheeze, vomited. EpiPen given 10 min ago with only partial improvement. Now floppy and pale.',
      'HR 160 BP 68/38 RR 36 SpO2 89%',
      '8',
      'male',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('anaphylaxis with no adrenaline yet', () => {
    const item = form(
      'allergic reaction',
      'Ate prawns, lips swelling, throat tight, wheezy, hives all over.',
      'HR 118 BP 104/66 SpO2 95%',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });
});
