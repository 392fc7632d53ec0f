import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A slow pulse is a presentation of its own: an ECG for the rhythm and conduction, and bloods (electrolytes,
 * thyroid, a drug level). The expected slowing after a beta-blocker is started, without dizziness, a faint,
 * chest pain or breathlessness and at 45 or more, needs the ECG only (ESI 4; ESC 2021 pacing).
 */
const older = caseFormMaker({ patientAge: '68', gender: 'female' });

it('a pulse of 52 on a home monitor four days after starting bisoprolol, no symptoms: ECG only, ESI 4', () => {
  const item = {
    ...older(
      'Slow pulse on home monitor since new tablet',
      'Discharged four days ago after fast atrial fibrillation, started bisoprolol 5 mg. More tired than usual, home machine showed a pulse of 52. No dizziness, fainting, chest pain or breathlessness.',
      'HR 54 regular, BP 124/72, RR 14, SpO2 98%',
    ),
    currentMedications: 'Bisoprolol 5 mg (new), edoxaban, losartan',
  };
  expect(presentationIds(item)).toContain('slow-pulse');
  expect(resourcesOf(item)).toEqual(['ecg']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('a slow pulse on no rate-limiting drug gets the ECG and the bloods', () => {
  const item = older(
    'low heart rate',
    'Pulse has been low on her watch for a week, feels tired.',
    'HR 50 BP 130/80',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['ecg', 'labs']));
});

it('near-miss: a slow pulse on bisoprolol with dizzy spells keeps the bloods', () => {
  const item = {
    ...older(
      'slow pulse',
      'Slow pulse since bisoprolol was increased, dizzy spells on standing.',
      'HR 46 BP 110/70',
    ),
    currentMedications: 'Bisoprolol 10 mg',
  };
  expect(resourcesOf(item)).toContain('labs');
});
