import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Emergency contraception alone needs nothing but the pill (ESI 5). Asked for testing as well ("wants
 * testing for infections", "tested for everything", "an STI screen"), the swabs or urine for chlamydia
 * and gonorrhoea and the blood for HIV and syphilis go to the laboratory: one resource, ESI 4 (BASHH).
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '18',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: '',
  medicalHistory: 'none',
  currentMedications: 'none',
});

it.each([
  [
    'Condom split, wants testing and emergency contraception',
    'Condom split last night with a new partner. No symptoms. Would like emergency contraception and testing for infections.',
  ],
  [
    'condom split, i need checking and the morning after pill',
    'the condom broke with a guy i met on an app. i want the morning after pill and to be tested for everything.',
  ],
  ['morning after pill and STI screen', 'UPSI 20 hours ago with a casual partner, no symptoms.'],
])('"%s" is one resource, the laboratory (ESI 4)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).toEqual(['labs']);
  expect(result.esi).toBe(4);
});

it('near-miss: the morning after pill alone is ESI 5', () => {
  expect(
    analyzeCase(form('I need the morning after pill', 'The condom split last night. No pain, no bleeding.'))
      .esi,
  ).toBe(5);
});

it.each([
  'Declines STI screen today, will go to sexual health clinic next wk.',
  "Doesn't want an STI test today, she will see her GP.",
  'Offered STI testing but refused.',
])('testing declined ("%s") is the pill alone, ESI 5', (said) => {
  const result = analyzeCase(
    form(
      'req emergency contraception',
      `Condom split last night approx 2300. No pain, no PV bleeding. ${said}`,
    ),
  );
  expect(result.scores.esi.resources).toEqual([]);
  expect(result.esi).toBe(5);
});
