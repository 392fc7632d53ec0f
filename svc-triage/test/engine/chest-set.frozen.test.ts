import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The heart, the chest and breathing in every degree: coronary syndromes typical and atypical, aortic
 * dissection, pulmonary embolism, pneumothorax, pericarditis, chest-wall pain, reflux and anxiety; fast,
 * slow and irregular rhythms, pacemakers and shocks from a defibrillator; heart failure, cardiac syncope,
 * high blood pressure; asthma and COPD from mild to life-threatening, pneumonia, bronchiolitis, croup and
 * wheezing toddlers, anaphylaxis, choking, haemoptysis, throats that threaten the airway, smoke, flu and
 * COVID, and the visits that need nothing (a cold, an inhaler, a fit note). Thirty cases per ESI level, in
 * nurses' notes, crew handovers, teaching paragraphs, patients' and parents' words and registration
 * fields. Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and
 * frozen before any rule was changed for it: a tuning set.
 */
const chest = readFrozenCaseSet('chest-set.jsonl');

describeFrozenCaseSet(chest, {
  name: 'chest set',
  sha256: 'bf9b4f83217504349debd8da1267b410bcf3cf336ffce52be0ee9b958c8a9134',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the chest set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of chest.cases)
      expect(item.id).toMatch(new RegExp(`^c-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
