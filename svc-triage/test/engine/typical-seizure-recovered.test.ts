import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * One of a known epileptic's usual seizures, stopped by itself, the patient back to normal: the drowsiness
 * that passed after it is not an altered level of consciousness now (no CT, ECG or toxicology), and "back to
 * baseline" in the complaint names no back. What is left is the seizure's bloods and level: ESI 4.
 */
const pupil = caseFormMaker({ patientAge: '16', gender: 'female' });

it('a usual seizure in known epilepsy, back to baseline after ten drowsy minutes: the bloods alone (ESI 4)', () => {
  const item = pupil(
    'Typical seizure at school, known epileptic, back to baseline',
    'Known epilepsy. One of her usual tonic-clonic seizures, about 90 seconds, stopped on its own. Drowsy for ten minutes after, now completely back to normal, GCS 15, chatting. Missed her morning dose.',
    'BP 118/72 HR 84 RR 16 SpO2 99% T 36.8 BM 5.9',
  );
  expect(presentationIds(item)).not.toContain('back-pain');
  expect(presentationIds(item)).not.toContain('altered-level-of-consciousness');
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).esi).toBe(4);
});

describe('near-misses', () => {
  it('a first seizure keeps its flag and work-up', () => {
    const item = pupil(
      'first fit',
      'First ever seizure at school, two minutes, now back to normal.',
      'HR 88',
    );
    expect(flagIds(item)).toContain('seizure');
    expect(resourcesOf(item).length).toBeGreaterThanOrEqual(2);
  });

  it('a known epileptic still drowsy and hard to rouse now is not back to baseline (ESI 2)', () => {
    const item = pupil(
      'seizure',
      'Known epilepsy, usual seizure an hour ago, still drowsy and hard to rouse.',
      'GCS 12',
    );
    expect(flagIds(item)).toContain('seizure');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('"pain from her lower back to her buttock" is still back pain', () => {
    expect(
      presentationIds(
        pupil('back to buttock pain', 'Pain from her lower back to her buttock after lifting.', '', '40'),
      ),
    ).toContain('back-pain');
  });
});
