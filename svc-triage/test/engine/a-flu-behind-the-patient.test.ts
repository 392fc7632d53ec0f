import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A flu weeks behind the patient ("cough won't go after flu", "had flu about two weeks ago") is the cough's
 * story: the lingering cough is worked up (a chest X-ray for crackles), not a flu now with its high-risk
 * blood tests and swab.
 */
const adult = caseFormMaker({ patientAge: '39', gender: 'female' });

it('a lingering cough after flu, maybe crackles, is the cough: an X-ray (ESI 4)', () => {
  const item = adult(
    "Cough won't go after flu",
    'Had flu about two weeks ago, aches and fever gone but still coughing up yellow-green stuff, a bit of right-sided chest ache when she coughs. Not short of breath at rest. Few crackles right base maybe.',
    'pulse 88, BP 124/76, resps 18, sats 96 on air, temp 37.4',
  );
  expect(presentationIds(item)).not.toContain('flu-like-illness');
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: flu for two days with crackles is a flu now, with its blood tests', () => {
  const item = adult(
    'flu',
    'Flu for two days, fever and aches, coughing, a few crackles at the right base.',
    'pulse 96, BP 124/76, resps 20, sats 95 on air, temp 38.4',
  );
  expect(presentationIds(item)).toContain('flu-like-illness');
  expect(resourcesOf(item)).toContain('labs');
});
