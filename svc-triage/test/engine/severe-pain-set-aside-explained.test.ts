import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * When a severe pain score is set aside because the patient is comfortable, the trainee is told so: the
 * level explains why a 9/10 did not make the case ESI 2, and says what would.
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });
const CALM = 'HR 76 BP 122/78 RR 14 SpO2 99% T 36.7';
const SET_ASIDE = /^Pain \d+\/10 not counted as severe pain at decision point B/;

const explained = (symptoms: string, complaint = 'headache', vitals = CALM) => {
  const result = analyzeCase(adult(complaint, symptoms, vitals));
  return {
    esi: result.esi,
    reason: result.reasons.find((reason) => SET_ASIDE.test(reason)),
    alternative: (result.alternatives ?? []).find((alternative) =>
      /as severe as scored/.test(alternative.condition),
    ),
  };
};

describe('a severe score set aside for a comfortable patient is explained', () => {
  it('says the score was not counted, and why', () => {
    const { esi, reason, alternative } = explained(
      'Usual stress headache, tight band, rates it 9 out of 10. Sitting chatting and laughing with her friend, scrolling her phone. No vomiting, fever or weakness.',
    );
    expect(esi).toBeGreaterThanOrEqual(3);
    expect(reason).toBe(
      'Pain 9/10 not counted as severe pain at decision point B: the patient is described as comfortable, with no sign of distress (ESI v4 counts a score of 7 or more when the presentation is consistent with it)',
    );
    expect(alternative).toEqual({
      esi: 2,
      condition: 'the pain is as severe as scored [distress, cannot get comfortable]',
    });
  });

  it('explains a back strain scored 7/10 by a man who chatted throughout', () => {
    const { reason } = explained(
      'Twinge in lower back lifting a box yesterday. Calls the pain 7/10 but walked in unaided and chatted throughout. No leg weakness or numbness.',
      'back pain after lifting',
    );
    expect(reason).toMatch(/^Pain 7\/10 not counted/);
  });

  describe('near misses: nothing set aside, nothing said', () => {
    it.each([
      ['a 9/10 in a patient who is grimacing', 'Headache 9/10, grimacing, chatting between waves of pain.'],
      [
        'a 9/10 in a patient who cannot get comfortable',
        'Headache 9/10, chatting but cannot get comfortable.',
      ],
      [
        'a comfortable patient whose pain is 5/10',
        'Usual headache 5/10, chatting and laughing with her friend.',
      ],
      [
        'a 9/10 with no behaviour described',
        'Usual stress headache, tight band, 9/10. No vomiting or fever.',
      ],
    ])('%s', (_name, symptoms) => {
      const { reason, alternative } = explained(symptoms);
      expect(reason).toBeUndefined();
      expect(alternative).toBeUndefined();
    });

    it('a comfortable patient with a fast heart rate counts the score: ESI 2, nothing set aside', () => {
      const { esi, reason } = explained(
        'Headache 9/10, chatting and laughing with her friend.',
        'headache',
        'HR 118 BP 122/78 RR 14 SpO2 99% T 36.7',
      );
      expect(esi).toBe(2);
      expect(reason).toBeUndefined();
    });
  });
});
