import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';
import {
  finding,
  item,
  range,
  tally,
  TENDER,
  weightBearing,
} from '../../../src/domain/engine/rules/rule-reading';
import { caseForm } from './rule-test-support';

const facts = (symptoms: string) => readCaseFacts(caseForm({ chiefComplaint: 'injury', symptoms }));

describe('rule inputs read in three states: present, absent, not said', () => {
  const navicular = finding({
    near: [[new RegExp(TENDER), /navicular/]],
    absent: [/non ?-?tender navicular/],
    negated: [/navicular/],
  });

  it.each([
    ['tender over the navicular', true],
    ['no tenderness at the navicular or base of 5th metatarsal', false],
    ['non-tender navicular', false],
    ['swollen foot', null],
  ])('%s', (symptoms, expected) => {
    const reading = navicular(facts(symptoms));
    expect(reading === null ? null : reading.present).toBe(expected);
  });

  it.each([
    ['unable to bear weight', true],
    ["can't walk", true],
    ['not weight bearing since the fall', true],
    ['walked into the department', false],
    ['able to weight bear', false],
    ['ankle swollen', null],
  ])('weight bearing: %s', (symptoms, expected) => {
    const reading = weightBearing(facts(symptoms));
    expect(reading === null ? null : reading.present).toBe(expected);
  });

  it('tallies known points and the range the missing inputs leave open', () => {
    const result = tally([
      item('A', 'a?', { present: true, evidence: '"a"' }, 2),
      item('B', 'b?', { present: false, evidence: '"no b"' }, 3),
      item('C', 'c?', null, 1.5),
      { name: 'D', ask: 'd?', points: 1, evidence: 'd', min: 0, max: 2, openTo: 2 },
    ]);
    expect(result).toMatchObject({ score: 3, low: 3, high: 5.5, complete: false, positives: ['A', 'D'] });
    expect(result.missing).toEqual(['c?', 'd?']);
    expect(range(-1, 1)).toBe('-1 to 1');
    expect(range(2, 4)).toBe('2-4');
  });
});
