import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Most of a box", "half a packet", "maybe 40 gone": an overdose told by what is missing. A tricyclic
 * overdose followed by a fit is an emergency now (ESI 1).
 */
const form = caseFormMaker({ patientAge: '15', gender: 'female' });

it('most of a box of amitriptyline, then a fit: an overdose with a seizure (ESI 1)', () => {
  const item = form(
    'my daughter swallowed my amitriptyline and had a fit',
    'About 2 hours ago my daughter took most of a box of my amitriptyline (maybe 40 gone). I found her drowsy and slurring, then her whole body went stiff and jerked for about a minute. Now she won’t answer me or open her eyes, she just groans.',
    'my watch on her wrist says 148',
  );
  expect(flagIds(item)).toContain('overdose-poisoning');
  expect(analyzeCase(item).esi).toBe(1);
});

it.each([
  'Took half a packet of her sertraline after a row an hour ago, alert.',
  'Swallowed the rest of the bottle of her mum’s tramadol, about 30 gone.',
])('"%s" is an overdose', (symptoms) => {
  expect(flagIds(form('tablets', symptoms, 'HR 90'))).toContain('overdose-poisoning');
});

it('near-miss: "took one tablet out of the box" is not an overdose', () => {
  expect(
    flagIds(form('headache', 'Took one tablet out of the box of paracetamol this morning.', '')),
  ).not.toContain('overdose-poisoning');
});
