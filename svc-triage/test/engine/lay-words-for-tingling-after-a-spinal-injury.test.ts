import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * After a neck or back injury, hands that feel "fizzy", "buzzing" or "electric" are the tingling of a cord
 * at risk told in a patient's own words (ACS-COT 2021 Field Triage; NICE NG41): high risk, ESI 2. A fizzy
 * drink is not a symptom.
 */
const young = caseFormMaker({ patientAge: '19', gender: 'male' });
const calm = 'Pulse 84, BP 126/78, RR 16, SpO2 98%, T 36.7';
const spinalReading = (item: ReturnType<typeof young>) => analyzeCase(item).reasons.join(' ').toLowerCase();

describe('lay words for tingling after a spinal injury', () => {
  it.each([
    [
      'Neck pain after trampoline fall',
      'Landed awkwardly on his head and neck at a trampoline park. Neck pain, and says his hands feel fizzy.',
    ],
    [
      'Hurt neck in rugby tackle',
      'Neck bent back in a tackle. Sore neck and an electric feeling down both arms since, now settling.',
    ],
    [
      'Fell off a wall onto her back',
      'Fell about 1.5 m onto her back. Low back pain and her feet are buzzing.',
    ],
  ])('%j: a spinal cord at risk, ESI 2', (complaint, story) => {
    const item = young(complaint, story, calm);
    expect(spinalReading(item)).toMatch(/spinal (injury|cord)/);
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('near-miss: a neck sprain after a fall, then a fizzy drink in the waiting room, is not a cord at risk', () => {
    const item = young(
      'Neck pain after fall',
      'Slipped on the stairs and jarred his neck, sore to turn. Hands and arms feel normal. Had a fizzy drink in the waiting room.',
      calm,
    );
    expect(spinalReading(item)).not.toMatch(/spinal (injury|cord)/);
    expect(analyzeCase(item).scores.esi.level).toBeGreaterThan(2);
  });
});
