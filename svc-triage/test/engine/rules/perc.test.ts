import type { CaseForm } from '../../../src/domain/engine/case-form';
import { percRule } from '../../../src/domain/engine/rules/perc.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const lowRisk: Partial<CaseForm> = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'pleuritic chest pain',
  symptoms:
    'sharp pain worse on inspiration. Denies leg swelling, hemoptysis, recent surgery, trauma or immobilisation. Not on OCP. No previous DVT/PE. Alternative diagnosis more likely.',
  vitals: 'HR 80 SpO2 99% RA',
  medicalHistory: 'asthma',
  currentMedications: 'salbutamol inhaler',
};

describe('PERC rule [Kline 2004]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'negative with a low pretest probability (Wells 0): no D-dimer, and no resource removed',
      lowRisk,
      {
        status: 'computed',
        outcome:
          /^negative: all eight criteria absent; pretest probability low \(Wells 0\), PE ruled out without a D-dimer/,
        effect: {},
        found: [
          'Hormone use (oral contraceptive, HRT, estrogen): no',
          'Pretest probability: pretest probability low',
        ],
      },
    ],
    [
      'all eight negative but the pretest probability is not low (Wells 3): PERC does not apply',
      {
        ...lowRisk,
        symptoms: lowRisk.symptoms?.replace('Alternative diagnosis more likely.', 'Suspected PE.'),
      },
      { status: 'computed', outcome: /PERC does not apply, use the D-dimer/, effect: {} },
    ],
    [
      'negative criteria, pretest probability not established: says so',
      { ...lowRisk, symptoms: lowRisk.symptoms?.replace('Alternative diagnosis more likely.', '') },
      { status: 'partial', outcome: /if low, PE ruled out/, missing: ['pretest probability'] },
    ],
    [
      'positive: age 50 or over',
      { ...lowRisk, patientAge: '55' },
      { outcome: /^positive \(Age 50 or over\)/, effect: {} },
    ],
    [
      'positive: on oxygen the room-air saturation is unknown',
      { ...lowRisk, vitals: 'HR 80 SpO2 96% on 2L O2' },
      { found: ['SpO2 under 95% on room air: yes, SpO2 96% on oxygen'] },
    ],
    [
      'positive: estrogen-containing contraceptive',
      { ...lowRisk, symptoms: 'sharp chest pain', currentMedications: 'combined oral contraceptive' },
      { outcome: /Hormone use/ },
    ],
    [
      'partial: vital signs and history missing',
      { patientAge: '30', chiefComplaint: 'chest pain', symptoms: 'sharp chest pain' },
      {
        status: 'partial',
        outcome: /^incomplete/,
        missing: ['heart rate', 'oxygen saturation', 'unilateral leg swelling', 'hemoptysis', 'hormone'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(percRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['a sore throat', { chiefComplaint: 'sore throat', symptoms: 'sore throat, fever' }],
    ['a child', { patientAge: '9', chiefComplaint: 'chest pain', symptoms: 'chest pain after a fall' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(percRule, form)).toBeNull();
  });
});
