import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Vomiting after a dose of codeine, an anaesthetic or an antibiotic, within the day, not dry, without fever
 * or abdominal pain, is the drug's: an antiemetic by injection and another analgesic, no blood tests (ESI 4).
 * Vomiting for days, or with abdominal pain, keeps its tests.
 */
const adult = caseFormMaker({ patientAge: '51', gender: 'male' });

it('vomited three times after codeine the night after day surgery, cannot keep tablets down: ESI 4', () => {
  const item = adult(
    'Shoulder pain and vomiting after day surgery',
    'Day-case shoulder arthroscopy yesterday under interscalene block; block wore off last night, pain now 6/10; vomited x3 after taking codeine, cannot keep tablets down. Hand warm, sensation normal.',
    'HR 90, BP 140/84, RR 16, SpO2 98%, T 36.8',
  );
  expect(resourcesOf(item)).toEqual(['parenteralMedication']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('near-miss: vomiting since starting antibiotics with abdominal pain keeps the bloods', () => {
  const item = adult(
    'vomiting',
    'Vomiting since starting antibiotics, with abdominal pain and cramps.',
    'HR 96',
  );
  expect(resourcesOf(item)).toContain('labs');
});
