import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A shock from an implanted defibrillator: one, in a patient who feels well, needs an ECG, blood tests and
 * the device interrogated (ESI 3); more than one in a day may be an electrical storm (ESI 2).
 */
const man = caseFormMaker({ patientAge: '59', gender: 'male' });
const VITALS = 'HR 70 paced BP 112/70 RR 18 SpO2 96% GCS 15';

describe('a shock from an implanted defibrillator', () => {
  it.each([
    [
      'ICD fired three times',
      'Three shocks this evening, two within 20 minutes. Now shaken but otherwise okay.',
    ],
    ['Defibrillator went off', 'Has an ICD for heart failure; it fired twice this afternoon.'],
  ])('%j: more than one shock, ESI 2', (complaint, story) => {
    expect(
      analyzeCase({ ...man(complaint, story, VITALS), medicalHistory: 'Ischaemic cardiomyopathy, ICD' }).esi,
    ).toBe(2);
  });

  it('one shock, feeling well: ECG, blood tests and a device check, ESI 3', () => {
    const item = man(
      'ICD shock',
      'His ICD fired once while gardening an hour ago, felt a thump, well since.',
      VITALS,
    );
    expect(flagIds(item)).toContain('defibrillator-shock');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a shock without a device is not this flag', () => {
    expect(
      flagIds(man('Electric shock', 'Got a shock from a plug socket at home, tingling hand.')),
    ).not.toContain('defibrillator-shock');
  });
});
