import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Stroke signs as a triage nurse or a relative words them: an arm that drifts on the pronator drift test,
 * speech that "sounds thick", a hand that has kept dropping things since an hour ago. Each is a focal
 * deficit to call a stroke (BE-FAST; ESI 2) in a patient who otherwise looks well. Dropping things for
 * months, worse at night, is a nerve entrapment, not a stroke.
 */
const older = caseFormMaker({ patientAge: '69', gender: 'female' });

describe('stroke signs in other words', () => {
  it.each([
    ['Dropping things', 'On the pronator drift test the right arm drifts down. No headache.'],
    [
      'Husband worried',
      'Her husband says her speech sounds slightly thick since lunchtime. Otherwise chatty.',
    ],
    [
      'Clumsy hand',
      'Keeps dropping things from her right hand since about 90 minutes ago, thinks she slept on it funny.',
    ],
  ])('%j: stroke or TIA (ESI 2)', (complaint, story) => {
    const item = older(complaint, story, 'HR 84 irregular, BP 176/92, RR 16, SpO2 97%, glucose 6.8');
    expect(flagIds(item)).toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('dropping things from the right hand for months, worse at night, is not', () => {
    const item = older(
      'Dropping things',
      'Keeps dropping things from her right hand for months, tingling wakes her at night.',
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
  });

  it('speech that sounds slurred after six pints is not', () => {
    const item = older(
      'Fall',
      'Drunk, six pints, speech sounds slurred, small graze to knee.',
      '',
      '30',
      'male',
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
  });
});
