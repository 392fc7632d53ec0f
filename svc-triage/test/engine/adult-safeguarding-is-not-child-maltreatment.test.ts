import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The child maltreatment flag (NICE CG89) is a child's: an 82-year-old bruised by a relative, with a
 * safeguarding referral made, is an adult safeguarding concern, not a child protection one.
 */
const person = caseFormMaker({ patientAge: '82', gender: 'female' });

it('an older woman with fingertip bruises and a safeguarding referral: no child maltreatment flag', () => {
  expect(
    flagIds(
      person(
        'bruising on upper arms - safeguarding concern',
        'Fingertip bruises on both upper arms after her son grabbed her. Safeguarding referral made. No pain, moves arms fully.',
      ),
    ),
  ).not.toContain('child-maltreatment');
});

it('near-miss: a toddler with a safeguarding concern keeps the flag', () => {
  expect(
    flagIds(
      person('bruises', 'Unexplained bruises on the back, safeguarding concern raised by nursery.', '', '2'),
    ),
  ).toContain('child-maltreatment');
});
