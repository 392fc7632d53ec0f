import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * In COPD the target saturation is 88–92% (BTS 2017, GOLD 2024): 88% on air in an alert patient is a
 * severe exacerbation at the edge of target (ESI 2), not the life-threatening hypoxia that 88% is in
 * asthma or in a patient with healthy lungs (ESI 1). Far below the target, or drowsy, is still ESI 1.
 */
const adult = caseFormMaker({ patientAge: '66', gender: 'male' });
const copd = (spo2: number, extra = '') => ({
  ...adult(
    'SOB, COPD',
    `COPD, more breathless for 2 days, sputum now yellow. Speaking short phrases, pursed-lip breathing, tripoding. Usual sats 90-92%, not on home oxygen.${extra}`,
    `HR 108 RR 26 BP 142/86 SpO2 ${spo2}% RA T 37.8`,
  ),
  medicalHistory: 'COPD, ex-smoker',
});
const levelOf = (form: ReturnType<typeof adult>) => analyzeCase(form).esi;

describe('saturation in an exacerbation of COPD', () => {
  it.each([88, 86])('SpO2 %i%% in an alert COPD patient: ESI 2', (spo2) => {
    expect(levelOf(copd(spo2))).toBe(2);
  });

  it('SpO2 82% in COPD: ESI 1', () => {
    expect(levelOf(copd(82))).toBe(1);
  });

  it('SpO2 88% in COPD with drowsiness: ESI 1', () => {
    expect(levelOf(copd(88, ' Drowsy and confused.'))).toBe(1);
  });

  it('SpO2 88% in an asthma attack: ESI 1', () => {
    const asthma = {
      ...adult(
        'asthma attack',
        'Wheezy, speaking short phrases, used blue inhaler 12 times.',
        'HR 120 RR 28 SpO2 88% RA',
        '24',
      ),
      medicalHistory: 'Asthma',
    };
    expect(levelOf(asthma)).toBe(1);
  });
});

describe('a saturation on its target is not worked up', () => {
  const onHomeOxygen = (spo2: number) => ({
    ...adult(
      'FB Lt eye',
      "Grinding metal 2h ago, no goggles, speck visible on the cornea. COPD on LTOT 2L, breathing 'same as ever', brought his own cylinder.",
      `SpO2 ${spo2}% on 2L (his usual 90-92%), RR 18, HR 86, BP 136/80, pain 3/10`,
    ),
    medicalHistory: 'COPD on LTOT 2L, target sats 88-92%',
  });

  it('SpO2 91% on home oxygen, his usual, with a corneal foreign body: its removal only, ESI 4', () => {
    const result = analyzeCase(onHomeOxygen(91));
    expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
    expect(result.esi).toBe(4);
  });

  it('near-miss: SpO2 85% on home oxygen, below his target, is worked up', () => {
    expect(analyzeCase(onHomeOxygen(85)).scores.esi.resources).toEqual(
      expect.arrayContaining(['xray', 'labs']),
    );
  });
});
