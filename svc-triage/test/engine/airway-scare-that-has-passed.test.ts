import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * An airway scare that is over is not an airway threatened now: croup whose noisy breathing was heard only
 * when the child cried and settled in the night air, with no stridor at rest; a choking episode relieved by
 * back blows with the piece out whole and normal breathing since. Water swallowed to test a swallow is not
 * a near drowning.
 */
const child = caseFormMaker({ patientAge: '2', gender: 'female' });
const adult = caseFormMaker({ patientAge: '35', gender: 'female' });

describe('an airway scare that has passed', () => {
  it.each([
    "Woke with barky cough + hoarse voice, dad heard 'noisy breathing' when she cried, settled in cold air on way in. o/e no stridor at rest, no recession, pink, chatty, drinking juice.",
    'Barking cough and noisy breathing at 3am; by the time we arrived he was settling. No stridor at rest now, no recession, talking to us.',
  ])('%j: croup, no airway flag', (story) => {
    const item = child('Barking cough', story, 'HR 115 RR 26 SpO2 98% T 37.8');
    expect(flagIds(item)).not.toContain('airway-compromise');
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it('croup with stridor at rest is still ESI 2 or higher', () => {
    const item = child(
      'Barking cough',
      'Barking cough, stridor at rest, intercostal recession.',
      'HR 150 RR 44 SpO2 94%',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('a choking episode relieved, piece out whole, breathing normally since, needs nothing', () => {
    const item = adult(
      'Choking episode, resolved',
      "Choked on a piece of chicken 45 minutes ago. Her partner did back blows and the piece came out whole. Since then she's breathing normally, no cough, no stridor, voice normal, she's swallowed water and some bread with no problem.",
      'HR 76 BP 118/74 RR 14 SpO2 100%',
    );
    expect(flagIds(item)).not.toContain('airway-compromise');
    expect(presentationIds(item)).not.toContain('near-drowning');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('choking now is still an airway emergency', () => {
    const item = adult('Choking', 'Choking on food, cannot speak, hands at throat.', 'SpO2 88%');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('a child who swallowed a lot of pool water is still a submersion', () => {
    expect(
      presentationIds(
        child('Pool incident', 'Went under at the pool and swallowed a lot of water, coughing.'),
      ),
    ).toContain('near-drowning');
  });
});

describe('croup with stridor at rest, in a parent’s words', () => {
  it('"a loud squeaky noise with every breath even when she\'s lying still" with the ribs sucking in is ESI 2', () => {
    const item = caseFormMaker({ patientAge: '10 months', gender: 'female' })(
      'Baby struggling to breathe, barking cough',
      "She's had a cold and since tonight a cough like a seal. Now she's making a loud squeaky noise with every breath even when she's lying still, and the skin between and under her ribs is sucking in. She won't settle.",
    );
    expect(flagIds(item)).toContain('airway-compromise');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('a choking fit that settled but left a wheeze', () => {
  const toddler = caseFormMaker({ patientAge: '3', gender: 'male' });
  it('is an inhaled foreign body (ESI 2), not an airway being lost now (ESI 1)', () => {
    const item = toddler(
      'Choked on peanut',
      'Eating peanuts and had a sudden choking and coughing fit, red in the face for about a minute. It settled, but since then a persistent cough and wheeze. Alert, pink, no stridor. Reduced air entry on the right.',
      'HR 132 SpO2 94%',
    );
    expect(flagIds(item)).toContain('foreign-body-or-battery');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('choked on a sweet, fine since then, coughing nothing: not an inhaled foreign body', () => {
    const item = toddler(
      'Choked on a sweet',
      'Choked on a sweet, coughed it out, fine since then, no cough or wheeze.',
    );
    expect(flagIds(item)).not.toContain('foreign-body-or-battery');
  });
});
