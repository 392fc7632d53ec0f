import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A child who choked on a peanut, recovered and since has a cough and a one-sided wheeze may have inhaled
 * it: a chest X-ray and the specialist for a bronchoscopy (ESI 3) when the child is playing with a good
 * saturation and no stridor or recession. The choking fit that is over is not an airway threatened now.
 * A child struggling to breathe, with stridor, recession or a low saturation is high risk.
 */
const child = caseFormMaker({ patientAge: '3 years', gender: 'female' });

it.each([
  [
    'Choking episode on peanuts, still coughing',
    'Two hours after a coughing and choking fit while eating salted peanuts. She went red in the face and coughed hard for about a minute, then recovered. Since then an intermittent dry cough, a faint wheeze over the right chest. Alert, talking and playing, no stridor, no drooling.',
    'HR 118 RR 26 SpO2 96% T 36.9',
  ],
  [
    'Choked on peanut yesterday',
    'coughing fit eating nuts, now on-off cough, wheeze R side, playing',
    'HR 120 RR 28 SpO2 97%',
  ],
])(
  '"%s": a settled, playing child is an X-ray and a bronchoscopy referral (ESI 3)',
  (chiefComplaint, symptoms, vitals) => {
    const item = child(chiefComplaint, symptoms, vitals);
    expect(flagIds(item)).not.toContain('airway-compromise');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'specialtyConsultation']));
    expect(analyzeCase(item).esi).toBe(3);
  },
);

describe('near-misses stay high risk', () => {
  it('a wheeze with recession and a saturation of 91% after choking on a peanut', () => {
    const item = child(
      'choked on peanut',
      'Choked on a peanut an hour ago, wheeze since, sucking in under her ribs.',
      'RR 44 SpO2 91%',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('choking on a grape now, unable to cry', () => {
    expect(
      analyzeCase(child('choking', 'Choking on a grape, cannot cry or cough, going blue.', '')).esi,
    ).toBe(1);
  });
});
