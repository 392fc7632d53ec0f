import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * An old stroke's deficits told as the patient's baseline ("at his baseline: aphasic, R hemiparesis",
 * "aphasic since his stroke, unchanged") are who the patient is, not a stroke now: a PEG that came out is
 * a tube to replace (ESI 4). A deficit that is new or worse than the baseline is a stroke now.
 */
const older = caseFormMaker({ patientAge: '79', gender: 'male' });
const peg = 'Pulled his PEG tube out at 14:00, stoma clean, no bleeding, abdomen soft.';

describe('an old stroke’s deficits', () => {
  it.each([
    'At his baseline: aphasic, R hemiparesis, alert and responding to carers, no change today.',
    'Aphasic and R hemiparesis since his stroke two years ago, unchanged.',
    'Baseline aphasia and right hemiparesis from an old stroke.',
  ])('%j: not a stroke now', (story) => {
    const item = older('PEG tube came out', `${peg} ${story}`, 'HR 74, BP 136/80, RR 16, SpO2 96%, T 36.7');
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: new facial droop beside an old hemiparesis is a stroke now', () => {
    const item = older(
      'PEG tube came out',
      `${peg} Baseline right hemiparesis from an old stroke, but a new left facial droop since lunch.`,
      'HR 74, BP 166/90',
    );
    expect(flagIds(item)).toContain('stroke-tia');
  });
});
