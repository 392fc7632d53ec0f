import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import type { CaseForm } from './support/case-forms';

/**
 * Words of a birth or a pregnancy that say none is going wrong now. "Her bleeding has settled to light
 * lochia" eight days after a birth is the normal loss, not a postpartum haemorrhage: a sore, discharging
 * perineal wound is then a wound swab (ESI 4). "My tummy has got bigger like I'm pregnant" in a woman of
 * 67 is a simile, not a pregnancy, so her breathlessness lying flat is not a pregnant woman's embolism
 * risk. Fresh heavy bleeding after a birth is still a haemorrhage.
 */
const afterBirth = (symptoms: string): CaseForm => ({
  patientAge: '24',
  gender: 'female',
  chiefComplaint: 'Sore, discharging stitches eight days after birth',
  symptoms,
  vitals: 'BP 118/72 HR 86 RR 16 SpO2 99% T 37.2',
  medicalHistory: 'Second-degree tear sutured after a vaginal delivery eight days ago',
  currentMedications: 'Paracetamol',
});

it('"her bleeding has settled to light lochia" is not a postpartum haemorrhage (ESI 4)', () => {
  const result = analyzeCase(
    afterBirth(
      'Increasing soreness and a little yellow discharge at the stitches. No fever, her bleeding has settled to light lochia.',
    ),
  );
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('postpartum-hemorrhage');
  expect(result.esi).toBe(4);
});

it('near-miss: soaking a pad an hour with clots eight days after the birth is a haemorrhage', () => {
  const result = analyzeCase(
    afterBirth('Sudden heavy bleeding since this morning, soaking a pad an hour with clots.'),
  );
  expect(result.redFlags.map((flag) => flag.id)).toContain('postpartum-hemorrhage');
});

const swollen: CaseForm = {
  patientAge: '67',
  gender: 'female',
  chiefComplaint: 'my tummy has swollen up',
  symptoms:
    'over 6 weeks my tummy has got bigger and bigger like im pregnant. full after a few mouthfuls, a bit breathless when i lie flat. lost weight.',
  vitals: '',
  medicalHistory: 'high blood pressure',
  currentMedications: 'amlodipine',
};

it('"bigger like I\'m pregnant" is not a pregnancy, nor an embolism risk', () => {
  expect(readCaseFacts(swollen).pregnancy.pregnant).toBe(false);
  const result = analyzeCase(swollen);
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('pulmonary-embolism');
  expect(result.esi).toBe(3);
});

it('near-miss: "I\'m pregnant, 30 weeks" is a pregnancy', () => {
  expect(
    readCaseFacts({ ...swollen, patientAge: '29', symptoms: "I'm pregnant, 30 weeks, breathless." }).pregnancy
      .pregnant,
  ).toBe(true);
});
