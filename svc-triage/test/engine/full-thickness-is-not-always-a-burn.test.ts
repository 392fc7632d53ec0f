import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Full thickness" describes a burn's depth, and also a laceration's: "3 cm full-thickness chin laceration"
 * after a fall is a wound to repair, not a major burn.
 */
const teen = caseFormMaker({ patientAge: '15', gender: 'male' });

it('a full-thickness chin laceration is not a major burn', () => {
  const item = teen(
    'fell - chin cut and wrist pain',
    'Fell forward onto an outstretched hand, chin hit concrete. 3 cm full-thickness chin laceration; wrist swollen.',
    'HR 90 BP 124/70',
  );
  expect(flagIds(item)).not.toContain('major-burns');
});

it('a full-thickness burn from a kettle is still one', () => {
  const item = teen(
    'burn',
    'Pulled a kettle over, full-thickness burn to the forearm, white and painless in the middle.',
    'HR 110',
  );
  expect(flagIds(item)).toContain('major-burns');
});
