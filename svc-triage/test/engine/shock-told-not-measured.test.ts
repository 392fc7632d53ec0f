import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Shock told, not measured: a partner who says she is "white as a sheet, cold and sweaty" and "keeps
 * drifting off", or "cold and clammy and really drowsy" after bleeding, describes hypoperfusion of the
 * brain, which ESI v4 resuscitates at once (decision point A, ESI 1) before any cuff is on. Pale and
 * sweaty but alert, or drowsy but warm and pink, is not this.
 */
const woman = caseFormMaker({ patientAge: '31', gender: 'female' });
const SHOCK = 'Pale, cold and clammy with a clouded mind: shock, resuscitate now';

describe('the skin of shock with a clouded mind', () => {
  it.each([
    [
      'My girlfriend collapsed, she’s pregnant',
      'Bad pain low on the left, fainted. She’s white as a sheet, cold and sweaty, she keeps drifting off and isn’t making sense.',
    ],
    [
      'My wife’s bleeding badly after giving birth',
      'Gone through three towels. Now she’s shivering, cold and clammy and really drowsy.',
    ],
  ])('%j: ESI 1', (complaint, story) => {
    const result = analyzeCase(woman(complaint, story));
    expect(result.reasons).toContain(SHOCK);
    expect(result.esi).toBe(1);
  });
});

describe('what is not', () => {
  it('pale and sweaty after a faint, now alert and talking', () => {
    const result = analyzeCase(
      woman('Fainted', 'Fainted at the blood test, pale and sweaty, now alert and talking normally.'),
    );
    expect(result.reasons).not.toContain(SHOCK);
  });

  it('drowsy with a fever but warm and pink', () => {
    const result = analyzeCase(
      woman('Fever', 'Drowsy with a fever since this morning, warm and pink.', '', '80'),
    );
    expect(result.reasons).not.toContain(SHOCK);
  });
});
