import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases as a triage course, an exam or a senior nurse puts them to a trainee: third-person practice-case
 * paragraphs with the vital signs woven into the prose, exam stems with the vital signs at the end, a
 * colleague's spoken report at the desk, and two- or three-sentence quiz vignettes without vital signs.
 * Twenty-four cases per ESI level, every body system and age. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const stems = readFrozenCaseSet('stems-set.jsonl');

describeFrozenCaseSet(stems, {
  name: 'stems set',
  sha256: 'fd24df57c1f11a539975a9714d909ec199c8d971ecf71cf5207e44e00b97cb1f',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['course-case', 'exam-stem', 'verbal-report', 'brief-vignette'],
});

describe('the stems set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of stems.cases)
      expect(item.id).toMatch(new RegExp(`^st-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
