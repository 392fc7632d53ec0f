import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * After a Taser (FFLM 2021): a well, healthy patient with no symptom of the heart and no stimulant needs no
 * ECG, and a barb in the back is pulled out with a gloved hand. A barb in the hand is X-rayed first; one
 * in the face, neck, eye, genitals or breast is removed by a doctor. Chest pain or cocaine keeps the ECG.
 */
const man = caseFormMaker({ patientAge: '24', gender: 'male' });
const well = 'BP 130/78 HR 88 RR 16 SpO2 99% T 36.7';

it('well after a Taser to the back, barbs out: nothing to do (ESI 5)', () => {
  const item = man(
    'post Taser check',
    'Tasered once to the back, barbs removed by the officer, two small puncture marks. No chest pain, no palpitations, no loss of consciousness.',
    well,
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('a barb lodged in the back of the hand is X-rayed', () => {
  const item = man(
    'Taser probe lodged in hand',
    'Tasered on arrest, one barbed probe lodged in the back of his right hand, fingers move fully.',
    well,
  );
  expect(resourcesOf(item)).toEqual(['xray']);
});

it('a barb in the face is removed by a doctor', () => {
  const item = man('Taser barb', 'Tasered, one barb stuck in his left cheek on the face.', well);
  expect(resourcesOf(item)).toContain('simpleProcedure');
});

it('chest pain after a Taser keeps the ECG', () => {
  const item = man(
    'post Taser',
    'Tasered 30 minutes ago, now chest pain and palpitations, took cocaine tonight.',
    'HR 128 BP 150/90',
  );
  expect(resourcesOf(item)).toContain('ecg');
});
