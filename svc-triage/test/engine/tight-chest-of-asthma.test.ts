import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * The tight chest of an asthma attack, with a wheeze in a known asthmatic and nothing of the heart, is not
 * an acute coronary syndrome, and its work-up is the breathing's (nebulisers), not the heart's.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'male' });
const asthmatic = {
  medicalHistory: 'Asthma since childhood',
  currentMedications: 'salbutamol, beclometasone',
};

it('a 45-year-old asthmatic woken by a tight chest and wheeze with a cold: nebulisers, ESI 4', () => {
  const item = {
    ...form(
      'Tight chest and wheezing since 3 a.m.',
      'Cold for three days, woke with a tight chest and wheeze, used his blue inhaler four times with partial relief. Full sentences, expiratory wheeze.',
      'BP 136/84 HR 96 RR 20 SpO2 95% T 37.2',
    ),
    ...asthmatic,
  };
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  expect(resourcesOf(item)).toEqual(['parenteralMedication']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('near-miss: a tight chest going into the left arm with sweating, in an asthmatic, is a possible ACS', () => {
  const item = {
    ...form(
      'tight chest',
      'Tight chest going into his left arm, sweaty, a little wheezy.',
      'HR 96 BP 150/90 SpO2 96%',
    ),
    ...asthmatic,
  };
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});
