import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A known asthmatic's mild or moderate attack (full sentences, a saturation of 96% or more, a heart rate
 * that is not fast, nothing focal in the chest) is treated with nebulised bronchodilators; BTS/SIGN 158
 * asks for no chest X-ray, blood tests or ECG unless the attack is severe, fails to respond, or a
 * pneumothorax, pneumonia or another cause is in question. Breathlessness that is not known asthma (COPD,
 * a first wheeze, an older patient) keeps its work-up.
 */
const teen = caseFormMaker({ patientAge: '12', gender: 'male' });
const adult = caseFormMaker({ patientAge: '29', gender: 'female' });

describe("a known asthmatic's mild attack", () => {
  it.each([
    [
      teen,
      'wheezy, SOB',
      'Known asthmatic, cold for 3 days, wheezy since last night; salbutamol 4 puffs twice today with partial relief. Talking in full sentences. Mild expiratory wheeze, no recession.',
      'HR 98, RR 20, SpO2 96% RA, T 37.4',
    ],
    [
      adult,
      'Asthma flare, short of breath',
      'Asthmatic since childhood. Chest tight and wheezy since the weekend after cleaning with bleach, blue inhaler every 3 hours. Speaking full sentences, peak flow 70% of her best.',
      'BP 122/78 HR 94 RR 20 SpO2 97% on air T 36.8',
    ],
    [
      adult,
      'shortness of breath',
      'Pt has asthma. SOB and wheeze x1 day with hay fever, ventolin helping a bit. No chest pain. Talking normally.',
      'HR 88 RR 18 sats 98% RA',
    ],
  ])('%#: nebulised bronchodilators only, ESI 4', (patient, complaint, story, vitals) => {
    const form = patient(complaint, story, vitals);
    expect(resourcesOf(form)).toEqual(['parenteralMedication']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    ['a saturation of 93%', 'HR 96, RR 22, SpO2 93% RA'],
    ['a fast heart rate', 'HR 124, RR 24, SpO2 96% RA'],
  ])('near-miss: with %s the work-up is kept', (_what, vitals) => {
    const form = adult(
      'Asthma flare, short of breath',
      'Asthmatic. Wheezy and short of breath since yesterday, blue inhaler every 3 hours.',
      vitals,
    );
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['labs', 'xray']));
  });

  it.each([
    ['crackles at the right base', 'Asthmatic. Wheezy and short of breath, crackles at the right base.'],
    [
      'pleuritic chest pain',
      'Asthmatic. Wheezy, short of breath and a sharp pleuritic chest pain since last night.',
    ],
  ])('near-miss: with %s a chest X-ray is kept', (_what, story) => {
    expect(resourcesOf(adult('short of breath', story, 'HR 92 RR 20 SpO2 97%'))).toContain('xray');
  });

  it('near-miss: a COPD exacerbation keeps its work-up', () => {
    const form = caseFormMaker({ patientAge: '68', gender: 'male' })(
      'COPD exacerbation',
      'Known COPD, more breathless and wheezy for 2 days, sputum green. Talking in full sentences.',
      'HR 90 RR 22 SpO2 96% RA T 37.2',
    );
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['labs', 'xray']));
  });
});
