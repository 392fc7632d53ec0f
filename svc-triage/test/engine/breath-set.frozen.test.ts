import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Breathing, the airway and allergy at every age: asthma from mild to life-threatening, COPD, pneumonia,
 * pulmonary embolism, pneumothorax, anaphylaxis and ACE-inhibitor angioedema, croup and bronchiolitis,
 * choking and inhaled foreign bodies, smoke, panic and overbreathing, heart failure, coughed blood,
 * pleurisy, lung cancer, whooping cough, and the visits that need nothing (a lingering cough, a cold, an
 * inhaler or a sick note). Thirty cases per ESI level, in nurses' notes, crew handovers, teaching
 * paragraphs, patients' and parents' words and registration fields. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const breath = readFrozenCaseSet('breath-set.jsonl');

describeFrozenCaseSet(breath, {
  name: 'breath set',
  sha256: 'a0d706d779238b6181bdacfca2226d1ec3a5788e607296de1aa318214492e408',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the breath set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of breath.cases)
      expect(item.id).toMatch(new RegExp(`^d-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
