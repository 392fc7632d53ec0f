import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A well adult with two days of watery diarrhoea, drinking, with the crampy tummy pain gastroenteritis
 * brings, needs oral fluids and advice (NICE CKS gastroenteritis): no resources. "Crampy abdo pain 2/10"
 * was worked up as abdominal pain (bloods, a scan), and "partner had the same last wk" read as diarrhoea
 * for weeks, which keeps the blood tests: ESI 3 for ESI 5.
 */
const adult = caseFormMaker({ patientAge: '31', gender: 'male' });
const WELL = 'BP 124/78 HR 80 RR 14 T 37.2 SpO2 99%';

describe('the cramps of a gastroenteritis', () => {
  it.each([
    'Diarrhoea x2d, watery, 5x/day. Vomited x2 yday, nil today. Nil blood PR. Partner had same last wk. Crampy abdo pain 2/10. Drinking OK.',
    'Loose stools since yesterday with tummy cramps on and off, mild. No blood. Drinking plenty.',
  ])('%s', (symptoms) => {
    const form = adult('D&V', symptoms, WELL);
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  describe('near misses keep the work-up', () => {
    it('diarrhoea for three weeks keeps the blood tests', () => {
      expect(
        resourcesOf(adult('diarrhoea', 'Loose stools for 3 weeks, crampy pain, drinking ok.', WELL)),
      ).toContain('labs');
    });

    it('severe pain with diarrhoea is worked up as abdominal pain', () => {
      expect(
        resourcesOf(
          adult(
            'diarrhoea',
            'Diarrhoea since yesterday, constant right-sided abdominal pain 8/10, guarding.',
            WELL,
          ),
        ),
      ).toContain('advancedImaging');
    });
  });
});
