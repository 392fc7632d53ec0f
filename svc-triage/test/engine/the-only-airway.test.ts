import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Airway emergencies told in a family's words. A tracheostomy or laryngectomy stoma blocked or out is
 * the patient's only airway, cleared or replaced now (ESI 1, NTSP emergency algorithms). A whistle "when
 * I breathe in" is stridor, not a wheeze, and with a tongue swelling on an ACE inhibitor it is an airway
 * closing (ESI 1). A home finger clip's reading ("our finger clip said 81") is a saturation. A bowel
 * stoma that is blocked is not an airway.
 */
const form = (chiefComplaint: string, symptoms: string, extra: Partial<CaseForm> = {}): CaseForm => ({
  patientAge: '71',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: '',
  medicalHistory: '',
  currentMedications: '',
  ...extra,
});

it.each([
  [
    'he breathes through a hole in his neck, it is blocked',
    'Laryngectomy 2 years ago. Thick mucus, suction at home will not clear it, struggling.',
  ],
  [
    'trach tube came out',
    'Tracheostomy since his stroke; the tube came out when he coughed, carer cannot get it back in.',
  ],
  ['blocked stoma', 'Laryngectomy for cancer; his neck stoma is blocked with a crust and he cannot get air.'],
])('"%s" is the only airway, blocked or out (ESI 1)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(form(chiefComplaint, symptoms)).esi).toBe(1);
});

it('a whistle when she breathes in, with a swelling tongue on ramipril, is stridor (ESI 1)', () => {
  const result = analyzeCase(
    form(
      'tongue and lips swollen, struggling to breathe',
      'Tongue has got so big I can hardly close my mouth, voice hoarse and a whistling noise when I breathe in.',
      { gender: 'female', currentMedications: 'ramipril' },
    ),
  );
  expect(result.esi).toBe(1);
});

it('"our finger clip said 81" is a saturation of 81%', () => {
  const result = analyzeCase(
    form('short of breath', 'Breathless since this morning.', { vitals: 'our finger clip said 81' }),
  );
  expect(result.reasons.join(' ')).toMatch(/SpO2 81%/);
});

it('near-miss: a blocked ileostomy stoma is not an airway', () => {
  const result = analyzeCase(
    form(
      'stoma blocked',
      'Ileostomy, no output from the stoma since yesterday, crampy pain, vomiting once.',
      {
        gender: 'female',
        patientAge: '58',
      },
    ),
  );
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('airway-compromise');
});
