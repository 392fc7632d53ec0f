import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Anaphylaxis now, and anaphylaxis before. "Hx anaphylaxis to penicillin" in a note about an insect bite
 * is the patient's history, not a reaction now: it had called a local bite ESI 1. One who has had
 * anaphylaxis and is reacting again beyond the skin of the sting (hives all over, a swelling face) is high
 * risk (ESI 2, WAO 2020); with breathing or circulation involved it is anaphylaxis (ESI 1).
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'female' });

describe('anaphylaxis then and now', () => {
  it('a local insect bite in a patient with a history of penicillin anaphylaxis is not anaphylaxis', () => {
    const item = adult(
      'INSECT BITE L ARM',
      'BITTEN IN GARDEN YESTERDAY, 2CM RED ITCHY LUMP L FOREARM. HX ANAPHYLAXIS TO PENICILLIN, NOT INSECTS. NO LIP SWELLING, NO SOB, NO RASH ELSEWHERE.',
    );
    expect(flagIds(item)).not.toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it('a bee sting with hives all over after previous bee anaphylaxis is high risk (ESI 2)', () => {
    const item = adult(
      'Bee sting',
      'Stung on the neck 20 minutes ago. Hx anaphylaxis to bee venom 2 years ago. Now generalised urticaria, itchy palms. No wheeze, speaking full sentences.',
      'BP 126/78, HR 98, RR 18, SpO2 98%',
    );
    expect(flagIds(item)).toContain('allergic-reaction-after-anaphylaxis');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: the same with a tight throat and wheeze is anaphylaxis (ESI 1)', () => {
    const item = adult(
      'Bee sting',
      'Stung 20 minutes ago, previous anaphylaxis to bees. Generalised urticaria, throat feels tight, wheezy.',
      'BP 100/60, HR 118, RR 26, SpO2 93%',
    );
    expect(flagIds(item)).toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBe(1);
  });
});
