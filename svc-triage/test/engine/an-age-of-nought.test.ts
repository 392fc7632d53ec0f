import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A registry or a batch writes a baby under one as age 0. Read as no age at all, an infant's normal pulse
 * of 132 and breathing rate of 36 were an adult's danger zone, ESI 2. "0" is an infant: the age in the
 * narrative when it gives one ("8 month old", "4 months." opening the note, "she's 19 days old"),
 * otherwise an infant of months unknown, read with an infant's vital-sign bands.
 */
const baby = caseFormMaker({ patientAge: '0', gender: 'female' });
const WELL_INFANT_VITALS = 'RR 36, HR 132, SpO2 99%, T 37.1';

describe('an age of nought', () => {
  it('is an infant whose normal pulse and breathing are not a danger zone', () => {
    const item = baby(
      'blocked nose',
      'Snuffly for 2 days, feeding as normal, plenty of wet nappies, pink.',
      WELL_INFANT_VITALS,
    );
    expect(factsOf(item).age?.years).toBeLessThan(1);
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['4 months. Snuffly for 2 days, feeding as normal.', 122],
    ["She's 8 months. Snuffly for 2 days.", 244],
    ["Mum: 'She's 19 days old. She felt warm.'", 19],
  ])("takes the narrative's age: %j", (story, days) => {
    expect(factsOf(baby('blocked nose', story, WELL_INFANT_VITALS)).age?.days).toBe(days);
  });

  it('near-miss: "a cough for 2 weeks" in an infant of nought is not an age of two weeks', () => {
    expect(factsOf(baby('cough', 'Had a cough for 2 weeks, feeding well.')).age?.days).not.toBe(14);
  });

  it('near-miss: a form left blank stays an unknown age', () => {
    expect(factsOf(baby('cough', 'Cough for 2 days.', '', '')).age).toBeNull();
  });
});
