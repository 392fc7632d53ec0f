import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Asthma not settling" (read as "persisting") is the reason for the visit, not a sign of a severe attack:
 * BTS/SIGN's signs decide (words not sentences, accessory muscles, silent chest, low saturation, fast rate).
 */
const teen = caseFormMaker({ patientAge: '13', gender: 'male' });

describe('asthma not settling', () => {
  it('full sentences, saturation 95%: not a severe attack', () => {
    const item = teen(
      "Son's asthma not settling, GP sent us",
      'Wheezy for 2 days with a cold; a nebuliser at the GP helped a bit. He can talk in full sentences, just tired.',
      'oximeter at home 95, pulse 98',
    );
    expect(flagIds(item)).not.toContain('severe-asthma-copd');
  });

  it('not settling and speaking in single words: severe', () => {
    const item = teen(
      'Asthma not settling',
      'Wheezy all day, now speaking in single words.',
      'SpO2 93% RR 32',
    );
    expect(flagIds(item)).toContain('severe-asthma-copd');
  });
});
