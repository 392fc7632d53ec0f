import { caseFormMaker, flagIds } from './support/case-forms';
import { factsOf } from './support/case-forms';

/**
 * Waking gasping, or sitting up in a chair gasping, is the breathlessness of heart failure told by the
 * patient or the crew (paroxysmal nocturnal dyspnoea, orthopnoea), not the agonal gasps of a dying
 * patient: the patient is awake and talking. Gasping in someone found unresponsive still is agonal.
 */
const older = caseFormMaker({ patientAge: '78', gender: 'female' });

it.each([
  [
    'Woke up gasping for breath',
    'Known heart failure. Woke at 03:00 gasping, called at 03:10. Sitting bolt upright, speaking in short phrases.',
  ],
  [
    'Breathless, cannot lie flat',
    'Sleeping upright in his armchair because he wakes gasping if he lies down; ankles swollen to the knees.',
  ],
  [
    'cant breathe when I lie down',
    'Last night I could not lie down at all, sat up in my chair gasping. Legs swollen up to the knees.',
  ],
])('"%s" is breathlessness, not agonal breathing', (chiefComplaint, symptoms) => {
  const item = older(chiefComplaint, symptoms, 'HR 108 RR 26 SpO2 93% BP 158/90');
  expect(flagIds(item)).not.toContain('cardiac-arrest');
  expect(factsOf(item).vitals.agonalOrApneic).toBeUndefined();
});

it('near-miss: found unresponsive on the floor, gasping, is agonal breathing', () => {
  const item = older(
    'collapse',
    'Found unresponsive on the kitchen floor, gasping, no pulse felt by the crew.',
    '',
  );
  expect(flagIds(item)).toContain('cardiac-arrest');
});
