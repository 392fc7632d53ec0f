import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * ESI decision point A asks for an immediate life-saving intervention. A saturation of 86-89% that comes
 * up to 93-94% on two to four litres by nasal cannula is treated by that oxygen: a high-risk patient (ESI
 * 2), not one who needs the airway or ventilation now. In heart failure the same holds: oxygen and
 * diuretics, with CPAP kept for the patient who stays hypoxic or cannot speak.
 */
const older = caseFormMaker({ patientAge: '76', gender: 'male' });

it.each([
  [
    'Woke up gasping for breath',
    'Known heart failure, ankles more swollen. Speaking in short phrases, crackles to mid-zones. Crew gave O2 and GTN; easier by arrival.',
    '03:28 HR 118 AF, RR 30, SpO2 86% RA, BP 176/98 | 04:00 HR 108, RR 26, SpO2 93% on 4 L, BP 158/90',
  ],
  [
    'Breathless, cannot lie flat',
    'Three days of breathlessness, sleeping upright, ankles swollen to the knees, crackles at both bases. With two litres of oxygen by nasal cannula at triage his saturation rises to 94%.',
    'HR 112 irregular, BP 162/94, RR 28, SpO2 89% on room air',
  ],
])('"%s": hypoxia corrected by low-flow oxygen is ESI 2', (chiefComplaint, symptoms, vitals) => {
  const item = {
    ...older(chiefComplaint, symptoms, vitals),
    medicalHistory: 'Heart failure, atrial fibrillation',
  };
  expect(analyzeCase(item).esi).toBe(2);
});

describe('the reason says what was read', () => {
  it('a saturation under 85% without a fast breathing rate is severe hypoxia, not respiratory distress', () => {
    const result = analyzeCase(older('short of breath', 'Unwell for a day.', 'RR 18 SpO2 83% RA HR 96'));
    expect(result.esi).toBe(1);
    expect(result.reasons).toContain('SpO2 83% (severe hypoxia): immediate oxygenation/ventilation');
  });

  it('with a breathing rate of 30 or more it is respiratory distress', () => {
    const result = analyzeCase(older('short of breath', 'Unwell for a day.', 'RR 34 SpO2 88% RA HR 96'));
    expect(result.reasons).toContain('SpO2 88% with respiratory distress: immediate oxygenation/ventilation');
  });
});

describe('near-misses stay ESI 1', () => {
  it('a saturation of 84% that high-flow oxygen only brings to 90%', () => {
    const item = older(
      'breathless',
      'Pulmonary oedema, frothy sputum, on 15 L non-rebreather sats 90%.',
      'RR 34 SpO2 84% RA HR 124',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('heart failure with a saturation of 82% on air', () => {
    const item = {
      ...older('breathless', 'Orthopnoea, crackles to the apices.', 'RR 28 SpO2 82% RA HR 110'),
      medicalHistory: 'Heart failure',
    };
    expect(analyzeCase(item).esi).toBe(1);
  });
});
