import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * "No urine in bag", as a handover shortens it, is a blocked catheter like "no urine in the bag": a flush or a
 * new catheter mends it (NICE CG139), not the work-up of an acute urinary retention.
 */
const form = caseFormMaker({ patientAge: '86', gender: 'male' });

it.each(['no urine in bag since around midnight', 'no urine in catheter bag for 6 hours'])(
  'a long-term catheter with "%s" is a catheter to change',
  (said) => {
    const item = form(
      'Catheter not draining, lower belly pain',
      `Long-term urethral catheter, ${said}, now lower abdominal discomfort. No fever, no new confusion.`,
      'HR 86 BP 152/84 RR 16 SpO2 96% T 36.7',
    );
    expect(flagIds(item)).not.toContain('acute-urinary-retention');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  },
);

it('near-miss: a man without a catheter who cannot pass urine is an acute retention', () => {
  expect(
    flagIds(form('cannot pee', 'Unable to pass urine since last night, bladder distended.', 'HR 90')),
  ).toContain('acute-urinary-retention');
});
