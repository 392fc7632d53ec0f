import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * AVPU as an examiner writes it: "does not open his eyes when spoken to and only groans and pulls away
 * when his trapezius is squeezed" is P, responding only to pain: ESI 1 at decision point A.
 */
const man = caseFormMaker({ patientAge: '71', gender: 'male' });

describe('responds only to pain, as examined', () => {
  it.each([
    'He does not open his eyes when spoken to and only groans and pulls away when his trapezius is squeezed.',
    'Only grimaces when her nail bed is pressed.',
    "Doesn't open his eyes to voice.",
  ])('%j is P on AVPU: ESI 1', (story) => {
    const item = man('Found drowsy', story, 'HR 104 BP 156/92 RR 10 SpO2 96%');
    expect(mentalStatusOf(item).avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('opening his eyes when spoken to is not P', () => {
    const item = man('Drowsy', 'Opens his eyes when spoken to, then drifts off.');
    expect(['C', 'V']).toContain(mentalStatusOf(item).avpu);
  });
});
