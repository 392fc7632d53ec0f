import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A coin feared swallowed and then found ("found the coin under the sofa cushion"), in a child playing,
 * drinking and not choking, was never swallowed: nothing to X-ray (ESI 5). A coin seen swallowed, or one
 * found with another still missing or with symptoms, is still located.
 */
const toddler = caseFormMaker({ patientAge: '3', gender: 'male' });
const vitals = 'temp 36.8 pulse 104 breathing 24 sats 99%';

describe('a missing coin found', () => {
  it.each([
    "He was playing with my purse and a 10p coin was missing so I panicked. Then I found the coin under the sofa cushion so I don't think he swallowed anything, but wanted him checked. No choking, no coughing, had a drink and is playing normally.",
    'Thought she had swallowed a button battery from the remote, but the battery was found behind the cupboard. Well, eating, no drooling.',
  ])('%j: nothing swallowed, ESI 5', (story) => {
    const form = toddler('swallowed a coin?', story, vitals);
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: a coin seen swallowed is located by X-ray (ESI 4)', () => {
    const form = toddler(
      'swallowed a coin',
      'I saw him put a 10p coin in his mouth and swallow it an hour ago. No choking, drinking, playing normally.',
      vitals,
    );
    expect(resourcesOf(form)).toEqual(['xray']);
  });

  it('near-miss: one coin found and another still missing is still located', () => {
    const form = toddler(
      'swallowed a coin?',
      'Two coins missing from the table, found one coin on the floor but the other is still missing. Playing normally.',
      vitals,
    );
    expect(resourcesOf(form)).toContain('xray');
  });
});
