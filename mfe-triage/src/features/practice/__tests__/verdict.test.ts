import { verdictHeadline } from '@manan/contracts';
import { verdictExplanation } from '../verdict';

describe('the verdict of a practice attempt', () => {
  it.each([
    [{ verdict: 'exact', by: 0 }, 'Exact'],
    [{ verdict: 'over', by: 1 }, 'Over-triaged by 1'],
    [{ verdict: 'over', by: 3 }, 'Over-triaged by 3'],
    [{ verdict: 'under', by: 2 }, 'Under-triaged by 2'],
  ] as const)('%o reads "%s"', (verdict, headline) => {
    expect(verdictHeadline(verdict)).toBe(headline);
  });

  it('explains under-triage as the serious miss and over-triage as the safe side', () => {
    expect(verdictExplanation({ verdict: 'under', by: 1 })).toMatch(
      /^You chose a level 1 level less urgent than the reference\. Under-triage is the serious miss/,
    );
    expect(verdictExplanation({ verdict: 'over', by: 2 })).toMatch(
      /^You chose a level 2 levels more urgent .*safe/,
    );
    expect(verdictExplanation({ verdict: 'exact', by: 0 })).toBe('Your level matches the reference level.');
  });
});
