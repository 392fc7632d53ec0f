import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Hiccups for some 30 hours, two days after a day-case hernia repair, talking, eating and drinking, with
 * normal observations: oral treatment and advice (ESI 5). "2 days ago" dates the operation, not the hiccups,
 * and a hernia repair is not a groin lump. Hiccups for three days are persistent and looked into.
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'male' });

it('hiccups for 30 hours after a day-case hernia repair two days ago, well: ESI 5', () => {
  const item = adult(
    'Hiccups for over a day since operation',
    'Hiccups every few seconds for ~30 h, cannot sleep. Laparoscopic inguinal hernia repair as a day case 2 days ago. Talking normally, no chest pain, no vomiting, eating and drinking, abdomen soft, port sites clean.',
    'HR 80, BP 134/82, RR 16, SpO2 98%, T 36.8',
  );
  expect(presentationIds(item)).not.toContain('groin-pain-mass');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: hiccups for three days, unable to eat, are looked into', () => {
  const item = adult('hiccups', 'Hiccups for three days non-stop, unable to eat.', 'HR 84');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
});

it('near-miss: an inguinal hernia that is tender and will not go back is a groin mass', () => {
  expect(
    presentationIds(adult('groin lump', 'Inguinal hernia tender since this morning, will not go back.')),
  ).toContain('groin-pain-mass');
});
