import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Heads that clash in a playground or a match ("clashed heads", "banged heads going for a header") and a
 * bump told by its place ("bump on the right side of his forehead") are head injuries. Without a CT
 * criterion of the Canadian CT head rule, NICE NG232 or PECARN, the examination and advice are all that is
 * needed: no resources, ESI 5 (ESI v4 decision point C). A bumped knee is no head injury.
 */
const person = caseFormMaker({ patientAge: '8', gender: 'male' });
const HEAD = ['head-injury', 'minor-head-bump-toddler'];

describe('heads that clashed', () => {
  it.each([
    [
      '8',
      'injury at school',
      'Clashed heads with a classmate at football 30 minutes ago, small lump on his forehead, no loss of consciousness, no vomiting, acting normally.',
    ],
    [
      '25',
      'football injury',
      'Banged heads with another player going for a header, sore spot on his temple, no LOC, no vomiting, remembers everything, no headache.',
    ],
    [
      '3',
      'bumped heads',
      'Bumped heads with her brother on the trampoline, bump on the side of her forehead, cried straight away and has been playing normally since.',
    ],
    [
      '10',
      'bump on forehead',
      'Bump on the right side of his forehead after running into a door frame, did not knock himself out, no vomiting, acting himself.',
    ],
  ])('aged %s, %j: a head injury with no CT criterion, ESI 5', (age, complaint, story) => {
    const form = person(complaint, story, 'HR 88 RR 18 SpO2 99% GCS 15', age);
    expect(presentationIds(form).some((id) => HEAD.includes(id))).toBe(true);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: a bumped knee is no head injury', () => {
    const form = person('knee', 'Bumped his knee on the table leg, small bruise, walking normally.', 'HR 84');
    expect(presentationIds(form).some((id) => HEAD.includes(id))).toBe(false);
  });
});
