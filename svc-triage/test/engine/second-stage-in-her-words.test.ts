import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * The second stage of labour as a mother or her partner says it ("she feels pressure down below", "bearing
 * down", "feels like she needs to push") means birth may be minutes away: a midwife and a delivery room
 * now (NICE NG235; ESI 2). Early labour with contractions every ten minutes is not.
 */
const mother = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('the second stage in her words', () => {
  it.each([
    'Third baby, waters broke an hour ago, contractions every two or three minutes. She says she feels pressure down below.',
    'Contractions strong and close together, she is bearing down with each one.',
  ])('%j: ESI 2', (story) => {
    expect(analyzeCase(mother('Contractions, 39 weeks', story)).esi).toBe(2);
  });

  it('contractions every ten minutes, waters intact, talking through them: not imminent', () => {
    const item = mother(
      'Contractions, 39 weeks',
      'First baby, tightenings every ten minutes since this morning, waters intact, talking through them.',
    );
    expect(analyzeCase(item).esi).toBeGreaterThan(2);
  });
});
