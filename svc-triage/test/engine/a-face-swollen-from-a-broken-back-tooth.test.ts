import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A face swollen from a broken or rotten back tooth is a spreading dental infection (IV antibiotics and
 * bloods, ESI 3), however distressed the patient is ("my face is exploding, I can't cope"). A back tooth is
 * told with "back", "bottom" or "wisdom" between its state and the tooth. A toothache without swelling is
 * still advice (ESI 5).
 */
const form = caseFormMaker({ patientAge: '27', gender: 'male' });

describe('a face swollen from a broken back tooth', () => {
  it.each([
    [
      "Facial swelling - 'my face is exploding'",
      "Pt distressed: 'my face is exploding, I can't cope'. Lt lower jaw swelling x3d from broken back tooth. Swelling Lt cheek, red, warm. Swallowing ok, no drooling, floor of mouth soft.",
    ],
    [
      'Swollen cheek',
      'Rotten bottom tooth for weeks, now the cheek is swollen and hot since yesterday. Opening the mouth ok.',
    ],
  ])('"%s": a dental infection with IV antibiotics and bloods, ESI 3', (complaint, story) => {
    const item = form(complaint, story, 'T 37.9, HR 92, BP 128/80, RR 16, SpO2 99%, pain 6/10');
    expect(presentationIds(item)).toContain('dental-problem');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a broken back tooth that aches, without swelling, is advice only (ESI 5)', () => {
    const item = form(
      'toothache',
      'Broken back tooth, aching since last night. No swelling.',
      'T 36.8, HR 76',
    );
    expect(presentationIds(item)).toContain('dental-problem');
    expect(analyzeCase(item).esi).toBe(5);
  });
});
