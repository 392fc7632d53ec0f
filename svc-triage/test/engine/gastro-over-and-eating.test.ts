import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A stomach bug that is over, the patient eating again ("now eating toast"), keeps food and drink down:
 * no tests and no drip (NICE CG84 for children, the same sense in adults), ESI 5.
 */
const student = caseFormMaker({ patientAge: '17', gender: 'male' });

it('a note wanted after diarrhoea and vomiting, the last vomit yesterday, now eating toast: no resources (ESI 5)', () => {
  const item = student(
    'needs a note for college',
    'Missed an exam yesterday with diarrhoea and vomiting since Monday. Last vomit yesterday morning, now eating toast, no blood, no abdominal pain.',
    'T 36.8 HR 74 BP 118/70',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: vomiting everything since last night, even sips, still gets fluids', () => {
  expect(
    resourcesOf(
      student(
        'vomiting and diarrhoea',
        'Vomiting everything since last night, even sips of water, diarrhoea x6, dizzy on standing.',
      ),
    ),
  ).toContain('ivFluids');
});
