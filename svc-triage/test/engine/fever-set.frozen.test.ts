import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Fever, infection and sepsis at every age: septic shock from each source, neutropenic fever, the febrile
 * newborn and young infant, toddlers with and without a source or their immunisations, meningococcal
 * disease and encephalitis, febrile seizures over and done, cellulitis and abscesses, necrotising
 * fasciitis, septic joints, pyelonephritis and cystitis, pneumonia and colds, throats, ears and eyes,
 * childhood rashes, shingles, influenza and COVID, returning travellers, fever after surgery, the confused
 * older adult, the immunocompromised, and the visits that need nothing (a cold sore, a request for
 * antibiotics, a result phoned back). Thirty cases per ESI level, in nurses' notes, phone calls, teaching
 * paragraphs, patients' and parents' words and registration fields. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const fever = readFrozenCaseSet('fever-set.jsonl');

describeFrozenCaseSet(fever, {
  name: 'fever set',
  sha256: 'da0743cecf2c04e0a82c3c6f775cedb211d86fee04ae499ca3c1c38fbc51881f',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'teaching', 'own-words', 'registration'],
});

describe('the fever set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of fever.cases)
      expect(item.id).toMatch(new RegExp(`^f-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
