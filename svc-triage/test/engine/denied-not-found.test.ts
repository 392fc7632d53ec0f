import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Findings the note denies, read as found. "Never had chest pain": "had" ended the negation's clause, so
 * "chest pain" stood affirmed and raised the coronary flag. "Alert, not confused", "no new confusion", "not
 * disoriented": the level of consciousness was read from the narrative before negations were set aside,
 * so each was a confusional state (ESI 2).
 */
const form = caseFormMaker({ patientAge: '45', gender: 'male' });
const mentalStatusOf = (symptoms: string) =>
  readCaseFacts(form('cough', symptoms, 'HR 80, BP 130/80, RR 16, SpO2 97%', '78')).mentalStatus;

it('"I\'ve never had chest pain or breathlessness" asking for a troponin is not a coronary syndrome', () => {
  const item = form(
    'Wants a heart test',
    "My friend died of a heart attack last week. I've never had chest pain or breathlessness, I'm just anxious and want the troponin test.",
    'HR 84, BP 134/82, RR 14, SpO2 99%, T 36.6',
  );
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});

it.each([
  'Alert, not confused, talking normally.',
  'His usual self, eating, no fever, no new confusion.',
  'He is not disoriented and knows where he is.',
])('"%s" is not an altered mental status', (symptoms) => {
  expect(mentalStatusOf(symptoms).altered).toBe(false);
});

describe('near-misses', () => {
  it.each([
    'Confused and drowsy since this morning.',
    'Alert but confused about the date.',
    'Never been this confused before.',
  ])('"%s" is an altered mental status', (symptoms) => {
    expect(mentalStatusOf(symptoms).altered).toBe(true);
  });

  it('"never had chest pain like this before" is chest pain', () => {
    const item = form('chest pain', 'Central chest pain for an hour. Never had chest pain like this before.');
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
  });
});

describe('a "never" that is the finding', () => {
  it('"never had a headache like this before" is the worst headache ever (subarachnoid haemorrhage flag)', () => {
    const item = form('headache', 'Sudden headache an hour ago. Never had a headache like this before.');
    expect(readCaseFacts(item).presenting.affirmed).toContain('worst headache ever');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('"never had pain this bad" is pain, not its denial', () => {
    expect(readCaseFacts(form('back pain', 'Never had pain this bad.')).presenting.affirmed).toContain(
      'worst pain ever',
    );
  });
});
