import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * General medicine outside the heart and chest in every degree: diabetic emergencies from DKA to a sick
 * day's question, adrenal crisis, thyroid storm, potassium and sodium, kidneys and dialysis, catheters,
 * sickle cell, anaemia and platelets, bleeding on blood thinners, neutropenic fever, cancer emergencies and
 * palliative crises, the liver, heat, cold and carbon monoxide, poisonings and overdoses, alcohol, allergy
 * from hives to anaphylaxis, older people off their legs or fallen, dehydration, medicines' side effects,
 * and the visits that need nothing. Thirty cases per ESI level, in nurses' notes, phone calls, teaching
 * paragraphs, patients' and relatives' words and registration fields. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const medicine = readFrozenCaseSet('medicine-set.jsonl');

describeFrozenCaseSet(medicine, {
  name: 'medicine set',
  sha256: 'a5f33526d74c512d9698c4a0b89813c89dd6be10bb8e12e20bd12477bffe761f',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'teaching', 'own-words', 'registration'],
});

describe('the medicine set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of medicine.cases)
      expect(item.id).toMatch(new RegExp(`^m-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
