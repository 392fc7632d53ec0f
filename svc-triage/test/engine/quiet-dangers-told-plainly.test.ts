import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Dangers told in a plain way, each missed once: a torsion written as registration fields ("Pain: yes 6/10
 * R testicle, sudden onset"), and a Ludwig's angina told by the patient ("swollen right under my chin,
 * both sides … under my tongue feels tight … I can only open my mouth this much", T 38.6).
 */
const teen = caseFormMaker({ patientAge: '15', gender: 'male' });
const adult = caseFormMaker({ patientAge: '35', gender: 'female' });

describe('testicular torsion written as fields', () => {
  it.each([
    'Arrival: walk-in. Pain: yes 6/10 R testicle, sudden onset 0600, woke him. Nausea: yes, vomited x1.',
    'Pain: L testis, sudden, 7/10. Vomiting: yes.',
  ])('%s', (symptoms) => {
    expect(flagIds(teen('groin pain', symptoms, 'HR 98 BP 128/78 T 36.8'))).toContain('testicular-torsion');
  });

  it('a field that is not about the testis does not bring it near', () => {
    expect(
      flagIds(
        teen(
          'knee pain',
          'Pain: yes 4/10 R knee after football. Testicles: not examined, no complaint.',
          'HR 80',
        ),
      ),
    ).not.toContain('testicular-torsion');
  });
});

describe("Ludwig's angina in the patient's words", () => {
  const VITALS = 'BP 126/78 HR 112 RR 20 SpO2 98% T 38.6';
  it.each([
    "Wisdom tooth sore for a week, on amoxicillin. Now it's swollen right under my chin, both sides, hard, and it hurts to swallow. Under my tongue feels tight and full.",
    'Bad tooth for 5 days. Swollen just under her jaw on both sides and under the tongue feels full. Hot and shivery.',
  ])('%s', (symptoms) => {
    expect(flagIds(adult('swollen jaw', symptoms, VITALS))).toContain('ludwig-angina');
  });

  describe('near misses: a dental abscess on one side', () => {
    it.each([
      'Toothache lower left molar for 4 days, left cheek swollen, swallowing fine, opening mouth normally.',
      'Wisdom tooth sore, gum swollen around it, no swelling under the chin, eating and drinking fine.',
    ])('%s', (symptoms) => {
      expect(flagIds(adult('toothache', symptoms, 'BP 120/76 HR 84 T 37.6'))).not.toContain('ludwig-angina');
    });
  });
});
