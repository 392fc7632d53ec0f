import { analyzeCase } from '../../src/domain/engine';
import { decisiveQuestions } from '../../src/domain/follow-up/decisive-questions';

const ankle = {
  patientAge: '30',
  gender: 'male',
  chiefComplaint: 'ankle injury',
  symptoms: 'rolled his ankle playing football, swollen on the outside',
  vitals: 'BP 124/76, HR 80, RR 14, SpO2 99%, Temp 36.7',
};

describe('decisive follow-up questions', () => {
  it('asks for the missing inputs of a decision rule whose answer would change the level', () => {
    const questions = decisiveQuestions(analyzeCase(ankle));
    expect(questions[0]?.id).toBe('rule.ottawa-ankle');
    expect(questions[0]?.question).toMatch(/lateral malleolus.*bear weight/);
  });

  it('and the answer, read back, changes the level the way the alternative said', () => {
    const before = analyzeCase(ankle);
    expect(before.esi).toBe(4);
    expect(before.alternatives).toContainEqual({
      esi: 5,
      condition: 'the Ottawa ankle and foot rules are negative once complete',
    });
    const after = analyzeCase(ankle, {
      additionalInformation: [
        'Q: Ottawa ankle rules?\nA: no bone tenderness at either malleolus, walked four steps without help in the ED',
      ],
    });
    expect(after.esi).toBe(5);
    expect(after.scores.esi.notNeeded?.[0]?.why).toMatch(/Ottawa/);
  });

  it('asks about pregnancy before the pain score when both could change the level', () => {
    const questions = decisiveQuestions(
      analyzeCase({
        patientAge: '28',
        gender: 'female',
        chiefComplaint: 'lower abdominal pain',
        symptoms: 'pain since this morning',
        vitals: 'BP 118/74, HR 84, RR 16, SpO2 99%, Temp 36.9',
      }),
    ).map((question) => question.id);
    expect(questions.indexOf('history.pregnancy-status')).toBeLessThan(
      questions.indexOf('vitals.pain-score'),
    );
  });

  it('asks nothing when nothing missing would change the level', () => {
    expect(
      decisiveQuestions(
        analyzeCase({
          patientAge: '30',
          gender: 'female',
          chiefComplaint: 'medication refill',
          symptoms: 'ran out of her inhaler, well',
          vitals: 'BP 120/80, HR 70, RR 14, SpO2 99%, Temp 36.6',
        }),
      ),
    ).toEqual([]);
  });
});
