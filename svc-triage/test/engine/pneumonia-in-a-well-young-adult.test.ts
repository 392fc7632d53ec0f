import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A pneumonia in a well young adult, with normal vital signs and no illness behind it (CRB-65 0), is
 * treated at home on the chest X-ray alone (NICE NG138; BTS 2009): one resource, ESI 4. Bloods come with
 * age 50 and over, vital signs at the edge (a saturation of 94% or less, breathing at 20 or more, a fast
 * heart), confusion, or lungs, heart, kidneys or immunity that make it worse, and when the pulse and the
 * saturation were not measured.
 */
const form = caseFormMaker({ patientAge: '34', gender: 'male' });
const narrative =
  'Productive cough green sputum 10 days, fevers 3 days. Eating and drinking. Crackles right base.';

it('a well 34-year-old with crackles and a fever of 38.2 gets the X-ray only: ESI 4', () => {
  const item = form('cough + fever', narrative, 'BP 124/76 P 96 RR 18 SpO2 96% RA T 38.2');
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it.each([
  ['at 58', form('cough + fever', narrative, 'BP 124/76 P 96 RR 18 SpO2 96% T 38.2', '58')],
  ['with a saturation of 94%', form('cough + fever', narrative, 'BP 124/76 P 96 RR 18 SpO2 94% T 38.2')],
  ['breathing at 22', form('cough + fever', narrative, 'BP 124/76 P 96 RR 22 SpO2 96% T 38.2')],
  ['with only a temperature taken', form('cough + fever', narrative, 'T 38.2')],
  [
    'with COPD',
    { ...form('cough + fever', narrative, 'BP 124/76 P 96 RR 18 SpO2 96% T 38.2'), medicalHistory: 'COPD' },
  ],
])('near-miss: the same pneumonia %s gets bloods too', (_label, item) => {
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
});

describe('a chest infection in a well child', () => {
  const child = caseFormMaker({ patientAge: '10', gender: 'male' });

  it('sent by the GP for the X-ray, perky and eating, on amoxicillin: the X-ray alone (BTS 2011), ESI 4', () => {
    const item = child(
      'Chest infection - GP wants an X-ray',
      'Cough and temperatures for 5 days. GP heard crackles on the right yesterday and started amoxicillin, today asked us to bring him in for a chest X-ray. Perkier today, eating toast.',
      'HR 96, RR 20, SpO2 97% RA, T 37.9',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a child with a chest infection who is not drinking and breathing fast keeps the bloods', () => {
    const item = child(
      'Chest infection',
      'Chest infection for 3 days, not drinking, lethargic.',
      'HR 140, RR 34, SpO2 91%, T 39.4',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});
