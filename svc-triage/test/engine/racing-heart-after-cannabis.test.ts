import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A young patient whose heart races after cannabis gummies or energy drinks, without chest pain or a faint
 * and with a pulse under 120 now, needs an ECG (ESI 4), not the bloods of unexplained palpitations.
 * Cocaine, chest pain or a faint keep them.
 */
const form = caseFormMaker({ patientAge: '19', gender: 'female' });

it('palpitations after cannabis gummies, HR 98: an ECG (ESI 4)', () => {
  const item = form(
    'Palpitations after edible',
    'ate cannabis gummies 2h ago, anxious, heart racing, smartwatch said HR 130 at home. No chest pain, no fainting',
    'HR 98 BP 128/80 RR 18 SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual(['ecg']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: palpitations and chest pain after cocaine keep the bloods', () => {
  const item = form(
    'palpitations',
    'Heart racing and chest pain after cocaine at a party.',
    'HR 118 BP 150/90',
  );
  expect(resourcesOf(item)).toContain('labs');
});
