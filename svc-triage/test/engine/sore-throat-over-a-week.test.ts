import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A sore throat that has gone on for over a week with tiredness and big neck glands, or one sent in for a
 * glandular fever test, needs blood tests (blood count and film, monospot or EBV serology, liver tests;
 * NICE CKS Glandular fever): one resource, ESI 4. A few days of sore throat in someone eating and
 * drinking needs none.
 */
const teen = caseFormMaker({ patientAge: '16', gender: 'female' });

describe('a sore throat of over a week', () => {
  it('ten days of sore throat, tired, big neck glands: blood tests (ESI 4)', () => {
    const item = teen(
      'Sore throat for ages',
      "Sore throat for ten days and I'm so tired. My neck glands are big. Eating soft food and drinking fine.",
      'T 37.6, HR 88, SpO2 99%',
    );
    expect(resourcesOf(item)).toContain('labs');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('sent for a glandular fever test', () => {
    const item = teen(
      'Sore throat',
      'GP asked us to get the glandular fever blood test done, sore throat and exhausted for 2 weeks.',
      '',
      '18',
      'male',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: three days of sore throat, eating and drinking, needs nothing', () => {
    const item = teen(
      'Sore throat',
      'Sore throat for 3 days, eating and drinking fine, no trouble breathing.',
      'T 37.9, HR 90',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});
