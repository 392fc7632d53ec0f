import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An operation days or weeks ago in the patient's words ("keyhole surgery for a burst appendix six days
 * ago", "a week after appendix out") makes new pain and fever a post-operative problem: a collection or a
 * leak looked for with bloods and a scan (ESI 3). An operation years ago is history, not this visit.
 */
const woman = caseFormMaker({ patientAge: '27', gender: 'female' });

describe('an operation days ago, in the patient’s words', () => {
  it('pain and fever six days after keyhole surgery for a burst appendix: bloods and a scan (ESI 3)', () => {
    const item = woman(
      'Pain and fever a week after appendix out',
      'I had keyhole surgery for a burst appendix six days ago. Lower tummy more sore again, 5 out of 10, hot and shivery.',
      'T 37.9C (home)',
    );
    expect(presentationIds(item)).toContain('post-operative-problem');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('knee surgery five years ago is not a post-operative problem', () => {
    const item = woman('Sore throat', 'Sore throat for two days. I had knee surgery five years ago.');
    expect(presentationIds(item)).not.toContain('post-operative-problem');
  });
});
