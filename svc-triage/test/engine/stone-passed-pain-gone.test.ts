import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A kidney stone passed into the strainer with the pain completely gone and no fever needs advice and the
 * urology clinic, no scan or bloods (EAU 2024 Urolithiasis; ESI 5). Pain still present, or a fever, keeps
 * the work-up.
 */
const man = caseFormMaker({ patientAge: '41', gender: 'male' });

describe('a stone passed and the pain gone', () => {
  it('peed a little stone into the strainer, pain completely gone, no fever: ESI 5', () => {
    const item = man(
      'I passed a kidney stone',
      "I've had stones before. Usual pain last night, then this morning I peed a little stone into the strainer. The pain's completely gone, no fever, weeing fine.",
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a stone passed but the pain still 6/10 with a fever keeps bloods and a scan', () => {
    const item = man(
      'Kidney stone',
      'Passed a small stone this morning but still loin pain 6/10 and shivery, temp 38.6.',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  });
});
