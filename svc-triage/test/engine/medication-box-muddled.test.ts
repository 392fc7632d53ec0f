import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * "Confused dosette box" says the pill box was muddled, not the patient: an 81-year-old, alert and
 * orientated, who took a tablet twice was read as newly confused (labs, CT head, ESI 2).
 */
const form = caseFormMaker({ patientAge: '81', gender: 'female' });
const calm = 'HR 74 BP 130/76 RR 14 SpO2 98% T 36.5';

it.each([
  'Confused dosette box, took her amlodipine twice this morning. Alert and orientated.',
  'Son says confused blister pack, may have taken two doses of bisoprolol. Alert, chatty.',
])('"%s" is no confusional state', (symptoms) => {
  const item = form('double dose', symptoms, calm);
  expect(mentalStatusOf(item).altered).toBe(false);
  expect(analyzeCase(item).esi).toBeGreaterThan(2);
});

it('near-miss: a confused patient who took her tablets twice is still confused', () => {
  expect(
    mentalStatusOf(form('double dose', 'New confusion today, took her tablets twice.', calm)).altered,
  ).toBe(true);
});
