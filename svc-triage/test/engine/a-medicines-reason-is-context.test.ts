import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * The reason a medicine was started ("started co-codamol 1/52 ago for back pain") is the context of a visit
 * about something else, often its side effect: the back pain is being treated and is not presented again,
 * unless the narrative tells it as a problem now, or the chief complaint names it. An older patient's
 * opioid constipation, passing wind with a soft abdomen, needs laxatives and advice (ESI 5), not the spine
 * X-ray and bloods of a new back pain at 65.
 */
const older = caseFormMaker({ patientAge: '76', gender: 'female' });

describe("a medicine's reason is context", () => {
  it.each([
    [
      'Constipation',
      'No BO x4d (normally daily), started co-codamol 1/52 ago for back pain. Passing flatus, eating + drinking, no vomiting, mild bloating 2/10. Abdo soft, non-tender.',
    ],
    [
      'Constipated since starting co-codamol',
      'Started co-codamol 30/500 for back pain 1/52 ago. BNO 4 days, passing wind, eating ok, no vomiting, mild discomfort 2/10.',
    ],
    [
      'Feeling sick on new tablets',
      'GP started her on naproxen for her hip pain 3 days ago, since then mild nausea and indigestion. Eating and drinking normally, no vomiting, no black stools.',
    ],
  ])('%j: the reason is not presented again', (complaint, story) => {
    const form = older(complaint, story, 'BP 128/76 HR 74 RR 14 SpO2 98% RA T 36.6');
    expect(presentationIds(form)).not.toEqual(expect.arrayContaining(['back-pain']));
    expect(presentationIds(form)).not.toContain('lower-extremity-pain');
  });

  it('the constipation of a new opioid, passing wind with a soft abdomen, is ESI 5', () => {
    const form = older(
      'Constipation',
      'No BO x4d, started co-codamol 1/52 ago for back pain. Passing flatus, eating + drinking, no vomiting, mild bloating 2/10. Abdo soft, non-tender, not distended.',
      'BP 128/76 HR 74 RR 14 SpO2 98% RA T 36.6',
    );
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: the reason named as the chief complaint is presented', () => {
    const form = older(
      'back pain',
      'Started co-codamol for back pain 1/52 ago, not helping, pain 8/10.',
      'HR 80',
    );
    expect(presentationIds(form)).toContain('back-pain');
  });

  it('near-miss: the reason told again as a problem now is presented', () => {
    const form = older(
      'Constipation',
      'Started co-codamol 1/52 ago for back pain. No BO for 4 days. The back pain is much worse today and she cannot walk.',
      'HR 80',
    );
    expect(presentationIds(form)).toContain('back-pain');
  });

  it('near-miss: "started vomiting" is no medicine, and what follows is read', () => {
    const form = older(
      'Diarrhoea',
      'Started vomiting for 2 days with abdominal pain and diarrhoea.',
      'HR 80',
    );
    expect(presentationIds(form)).toContain('abdominal-pain');
  });
});
