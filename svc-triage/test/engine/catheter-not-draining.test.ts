import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * "No urine in the bag" is what a carer says of a blocked catheter, and the fix is a flush or a new
 * catheter (one procedure, ESI 4; NICE CG139). Read as urinary retention, it raised the retention flag and
 * its renal work-up. A catheter that is blocked in a feverish or confused patient still brings its
 * infection work-up, and retention without a catheter stays retention.
 */
const form = caseFormMaker({ patientAge: '77', gender: 'female' });
const blocked = (said: string, vitals = 'T 37.2, HR 80, BP 134/78') => ({
  ...form('Catheter not draining', said, vitals),
  medicalHistory: 'Multiple sclerosis, long-term catheter',
});

it.each([
  'Long-term catheter, no urine in the bag since this morning, uncomfortable lower tummy. Her usual self.',
  'Nothing has drained into his catheter bag since breakfast; otherwise well.',
  'The catheter bag has been empty since 6 am, a bit uncomfortable, no fever.',
  'Nursing home: long-term catheter not draining since this morning, washout unsuccessful, uncomfortable low down. No fever, eating and drinking, no change in his usual confusion.',
])('"%s" is a blocked catheter (ESI 4), not retention', (said) => {
  const item = blocked(said);
  expect(flagIds(item)).not.toContain('acute-urinary-retention');
  expect(presentationIds(item)).toContain('urinary-catheter-problem');
  expect(analyzeCase(item).esi).toBe(4);
});

it('a blocked catheter with fever and rigors brings the infection work-up (ESI 3 or higher)', () => {
  const item = blocked(
    'No urine in the bag since this morning, shivering and hot.',
    'T 38.9, HR 112, BP 104/62',
  );
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
});

it('near-miss: a man with no catheter passing no urine is in retention (flag, ESI 3)', () => {
  const item = caseFormMaker({ patientAge: '72', gender: 'male' })(
    'unable to pass urine',
    'Has not passed any urine since last night, lower tummy swollen and painful.',
    'T 36.8, HR 92, BP 150/88',
  );
  expect(flagIds(item)).toContain('acute-urinary-retention');
  expect(analyzeCase(item).esi).toBe(3);
});

describe('"blood pressure" in a blocked catheter’s story', () => {
  it('is a vital sign, not blood in the urine: the catheter changed, no bloods (ESI 4)', () => {
    const item = caseFormMaker({ patientAge: '74', gender: 'male' })(
      "My catheter isn't draining",
      'Long-term catheter for prostate enlargement; the bag has stayed empty since this morning, dull ache above the pubic bone. Flush by the district nurse did not help. No fever, chatting comfortably; his temperature is 36.8, pulse 80, blood pressure 142/80.',
    );
    expect(analyzeCase(item).scores.esi.resources).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });
});
