import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Aftercare: patients back after surgery, day-case procedures, endoscopy, dental and cosmetic work,
 * casts, catheters, drains and lines, cardiac, urological, gynaecological, ENT and eye procedures,
 * chemotherapy and radiotherapy, vaccinations, and new medicines started at discharge, children and
 * people over 65 among them. Twenty-four cases per ESI level, in registration fields, educators'
 * teaching vignettes, crews' handovers and the patient's own words. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const aftercare = readFrozenCaseSet('aftercare-set.jsonl');

describeFrozenCaseSet(aftercare, {
  name: 'aftercare set',
  sha256: '0cf7110c5232ac9f1adea1b34fe1d1425bd84afed2dd15c2d015286d38725b89',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'teaching', 'crew-handover', 'own-words'],
});

describe('the aftercare set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of aftercare.cases)
      expect(item.id).toMatch(new RegExp(`^af-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
