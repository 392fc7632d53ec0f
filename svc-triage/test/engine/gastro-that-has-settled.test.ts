import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Vomiting and diarrhoea that have settled, in a patient drinking and eating again ("sipping water and
 * dioralyte fine now, had some toast", "D&V last week, now resolved, eating normally"), need no blood
 * tests, antiemetic injection or drip (NICE CG84): ESI 5. Still vomiting everything keeps them.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });

it.each([
  'Sick 4 times and the runs last night, nothing since 5am, sipping water and dioralyte fine now, had some toast.',
  'D&V last week, now resolved, eating normally. Needs a note for work.',
  'Vomiting bug yesterday, drinking fluids ok today, eating normally, passing urine.',
  // What was kept down, counted: "two glasses of water", "a cup of tea and some toast".
  'Vomited three times overnight and a few loose stools. Last vomit six hours ago; since then she has kept down two glasses of water and some toast. Passing urine normally.',
  'Sick twice and the runs since yesterday; kept down a cup of tea and a biscuit this morning, nothing since 4am.',
  'need a sick note for work. had diarrhoea and being sick over the weekend but its stopped since yesterday morning, eating and drinking normal now, just a bit tired.',
])('"%s" is ESI 5', (symptoms) => {
  expect(analyzeCase(form('vomiting and diarrhoea', symptoms, 'HR 74 BP 124/78 T 36.8')).esi).toBe(5);
});

it('near-miss: vomiting everything since this morning, unable to keep water down, is still worked up', () => {
  expect(
    analyzeCase(
      form(
        'vomiting',
        'Vomiting everything since this morning, unable to keep water down, dizzy.',
        'HR 108 BP 112/70 T 37.6',
      ),
    ).esi,
  ).toBe(3);
});
