import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * After a submersion, a child working to breathe (recession, breathing fast, grunting, nasal flaring) has
 * aspirated water: Szpilman grade 2 or worse, with a risk of deterioration over hours (ERC 2021). High
 * risk, ESI 2. A child pulled out who coughed once and is now well is observed (ESI 3 at most).
 */
const child = caseFormMaker({ patientAge: '6', gender: 'male' });

describe('a submersion with the work of breathing', () => {
  it.each([
    'Pulled from the pool after a minute under water. Alert, coughing, breathing fast with subcostal recession.',
    'Went under the water at the beach; now grunting with nasal flaring.',
  ])('%j: high risk (ESI 2)', (story) => {
    expect(analyzeCase(child('Near-drowning', story)).esi).toBe(2);
  });

  it('a child who coughed once and is well now is not', () => {
    const item = child(
      'Near-drowning',
      'Slipped under the water in the pool for a few seconds, coughed once, now playing and breathing normally.',
      'RR 20, HR 100, SpO2 99%',
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(3);
  });
});
