import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A known epileptic's breakthrough seizure while a stomach bug brings his tablets back up: he is back to
 * baseline, but the anticonvulsant he cannot keep down must be given another way (IV levetiracetam, an
 * antiemetic) beside the level and electrolytes: two resources, ESI 3 (NICE NG217; ACEP seizure policy).
 */
const adult = caseFormMaker({ patientAge: '49', gender: 'male' });
const calm = 'HR 88 BP 132/80 RR 16 SpO2 98% T 37.2 BGL 5.9';

describe('a seizure with the anticonvulsants vomited', () => {
  it.each([
    'Known epilepsy. One generalised seizure this morning, now back to baseline. D&V for two days, vomited his tablets last night and this morning.',
    'Epileptic on levetiracetam, seizure at home, recovered fully. Gastroenteritis, cannot keep his tablets down since yesterday.',
  ])('needs the anticonvulsant given another way: ESI 3 (%#)', (story) => {
    const item = adult('seizure', story, calm);
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a typical seizure, tablets taken and kept down, needs no injection', () => {
    const item = adult(
      'seizure',
      'Known epilepsy, usual seizure this morning, back to baseline, took his tablets as normal, no vomiting.',
      calm,
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });
});
