import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A possible ectopic pregnancy as a pharmacist or the woman tells it: a late period or a positive test, with
 * sharp pain "low on the left side", or pain "in the tip of her right shoulder" (blood under the diaphragm),
 * or dizziness with the pain (NICE NG126).
 */
const woman = caseFormMaker({ patientAge: '24', gender: 'female' });

it('a positive test, pain low on one side and in the tip of the shoulder, and dizziness: ectopic, ESI 2', () => {
  const item = woman(
    'Asking for painkillers for period pain',
    'Her period is 3 weeks late and she had a positive home pregnancy test last week. Sudden sharp pain low on the left side since this morning, and pain in the tip of her right shoulder. Looks pale and felt dizzy.',
  );
  expect(flagIds(item)).toContain('ectopic-pregnancy');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('pain low on the left side with a late period, without dizziness, is still an ectopic to rule out', () => {
  const item = woman(
    'pain',
    'Period 2 weeks late, positive test yesterday. Sharp pain low down on the left side since lunch.',
  );
  expect(flagIds(item)).toContain('ectopic-pregnancy');
});

it('near-miss: pain low on the left side of her back, not pregnant, is not an abdominal pain', () => {
  const item = woman(
    'back pain',
    'Pain low on the left side of her back after lifting boxes, LMP last week.',
  );
  expect(flagIds(item)).not.toContain('ectopic-pregnancy');
});
