import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A seizure years ago is history, not a seizure now. "Last seizure 3 years ago" or "seizure-free for five
 * years" in someone who has run out of tablets raised the seizure flag (blood tests, ESI 3 at best) for
 * a prescription request (ESI 5). A seizure today, or yesterday, is still a seizure.
 */
const adult = caseFormMaker({ patientAge: '42', gender: 'female' });

describe('a seizure long ago', () => {
  it('ran out of lamotrigine, last seizure three years ago: a prescription, not a seizure (ESI 5)', () => {
    const item = adult(
      'Ran out of epilepsy tablets',
      'Ran out of lamotrigine yesterday, GP closed for the holiday. Last seizure 3 years ago. No seizure today, feels well.',
    );
    expect(flagIds(item)).not.toContain('seizure');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('seizure-free for five years', () => {
    expect(
      flagIds(
        adult(
          'Repeat prescription',
          'Epileptic, seizure-free for five years, lost her levetiracetam on holiday.',
        ),
      ),
    ).not.toContain('seizure');
  });

  it('near-miss: a seizure this morning in a known epileptic is a seizure', () => {
    expect(
      flagIds(adult('Seizure', 'Known epileptic, had a seizure this morning, back to normal now.')),
    ).toContain('seizure');
  });

  it('near-miss: a last seizure yesterday is recent', () => {
    expect(
      flagIds(
        adult(
          'Ran out of tablets',
          'Ran out of levetiracetam 3 days ago, last seizure was yesterday evening.',
        ),
      ),
    ).toContain('seizure');
  });
});
