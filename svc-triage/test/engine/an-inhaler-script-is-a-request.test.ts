import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Needs inhaler script" asks for a prescription: with breathing "same as always" it is a refill, no
 * resources (ESI 5), not an asthma or COPD attack with nebulisers and a chest X-ray. "Needs his inhaler
 * more" is a worsening, and still a wheeze.
 */
const form = caseFormMaker({ patientAge: '70', gender: 'male' });

describe('an inhaler script is a request', () => {
  it.each(['needs inhaler script', 'needs inhaler prescription', 'need inhaler refill'])(
    '"%s" with breathing as usual: a refill, ESI 5',
    (complaint) => {
      const item = form(
        complaint,
        "Pharmacy won't supply tiotropium without a new script, GP closed till Monday. Breathing same as always, no increase in sputum, no fever. Speaking full sentences, chest quiet.",
        'SpO2 94% RA (baseline 93-95), RR 18, HR 82, BP 138/80, T 36.6',
      );
      expect(presentationIds(item)).not.toContain('wheezing-asthma');
      expect(analyzeCase(item).esi).toBe(5);
    },
  );

  it('near-miss: "needs his inhaler more and more" is a wheeze', () => {
    const item = form(
      'needs inhaler more',
      'Needs his inhaler every hour since yesterday, tight chest.',
      'SpO2 94%, RR 22',
    );
    expect(presentationIds(item)).toContain('wheezing-asthma');
  });
});
