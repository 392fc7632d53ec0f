import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The eyes, ears, nose, throat, mouth and teeth, the face and neck, and the skin in every degree: airway
 * threats (epiglottitis, Ludwig's angina, a blocked stoma, bleeding after tonsillectomy), torrential
 * nosebleeds, the red and the suddenly blind eye, chemical splashes, orbital cellulitis, quinsy and
 * dental abscesses, mastoiditis, foreign bodies in ears and noses, facial palsy, purpura with fever,
 * SJS/TEN, cellulitis and abscesses, and the visits that need nothing (a stye, earwax, a cold sore, head
 * lice). Thirty cases per ESI level, in nurses' notes, crew handovers and phone referrals, teaching
 * paragraphs, patients' and parents' words and registration fields. Written blind from ESI v4 guideline knowledge, without reading
 * the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const senses = readFrozenCaseSet('senses-set.jsonl');

describeFrozenCaseSet(senses, {
  name: 'senses set',
  sha256: '133d06e8a2a425dfb0ff72b83826c06bd1a6acb6259640d42b50bbfb63c910fd',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the senses set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of senses.cases)
      expect(item.id).toMatch(new RegExp(`^o-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
