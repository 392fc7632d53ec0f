import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * AVPU as an examiner writes it: "does not open his eyes when spoken to and only groans and pulls away
 * when his trapezius is squeezed", "only bends arms to pain", or eyes that do not open with only a moan and
 * no command followed (GCS E1 V2, motor under 6: 8 or less) is P, responding only to pain: ESI 1 at
 * decision point A.
 */
const man = caseFormMaker({ patientAge: '71', gender: 'male' });

describe('responds only to pain, as examined', () => {
  it.each([
    'He does not open his eyes when spoken to and only groans and pulls away when his trapezius is squeezed.',
    'Only grimaces when her nail bed is pressed.',
    "Doesn't open his eyes to voice.",
    'Does not answer questions; only groans and pulls away when his flatmate pinches his shoulder.',
    'Just moans when the paramedic rubs his sternum.',
    'Now not speaking, only bends arms to pain, right pupil bigger.',
    'Moves his arms to pain only, eyes closed.',
    'Now moaning, not opening eyes, not following commands, snoring respirations.',
  ])('%j is P on AVPU: ESI 1', (story) => {
    const item = man('Found drowsy', story, 'HR 104 BP 156/92 RR 10 SpO2 96%');
    expect(mentalStatusOf(item).avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: pulling away when his mum presses on a bruise, talking normally, is alert', () => {
    const item = man('Bruised arm', 'Talking normally, pulls away when his mum presses on the bruise.');
    expect(mentalStatusOf(item).avpu).not.toBe('P');
  });

  it('an infant who only whimpers when her mother pinches her, floppy and grey, is P: ESI 1', () => {
    const item = caseFormMaker({ patientAge: '0', gender: 'female' })(
      'Baby floppy and grey',
      "She's 8 months. Tonight she's gone all floppy and grey, not crying any more, and she only whimpers when I pinch her. Hands and feet freezing.",
    );
    expect(mentalStatusOf(item).avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a stroke patient with his eyes open who is not following commands is not P', () => {
    const item = man('Stroke', 'Eyes open, looking around, not following commands, right arm weak.');
    expect(mentalStatusOf(item).avpu).not.toBe('P');
  });

  it('near-miss: bending the knee "to ease the pain" is not a response to a stimulus', () => {
    const item = man('Knee pain', 'Alert. Bends his knee to ease the pain, worse on stairs.');
    expect(mentalStatusOf(item).avpu).not.toBe('P');
  });

  it('opening his eyes when spoken to, then drifting off, is V, not P', () => {
    const item = man('Drowsy', 'Opens his eyes when spoken to, then drifts off.');
    expect(mentalStatusOf(item).avpu).toBe('V');
  });

  it('a febrile infant still sleepy after a fit, opening his eyes to his name then drifting off, is ESI 2', () => {
    const item = caseFormMaker({ patientAge: '10 months', gender: 'male' })(
      'Fit at home, still sleepy',
      'Generalised seizure for four minutes at home 90 minutes ago, with a fever. Still sleepy: he opens his eyes to his name, then drifts off and does not reach for toys.',
      'T 39.2 HR 164 RR 40 SpO2 97%',
    );
    expect(mentalStatusOf(item).avpu).toBe('V');
    expect(analyzeCase(item).esi).toBe(2);
  });
});
