import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * The forehead is the head: "hit her forehead" in a fall is a head strike, and a haematoma or a lump is an
 * injury, not "no injury". An older person on aspirin who fell and hit her forehead, with a haematoma, has
 * a CT head and the bloods of a fall that struck the head (ESI 3).
 */
const older = caseFormMaker({ patientAge: '91', gender: 'female' });

it('a fall onto the forehead with a haematoma at 91 is a CT head and bloods', () => {
  const item = {
    ...older(
      'Fall in care home',
      'Witnessed fall, tripped over a footstool, hit her forehead, no loss of consciousness. Small forehead haematoma, moving all limbs, no hip pain. On aspirin.',
      'HR 78, BP 146/80, RR 16, SpO2 96% RA, T 36.5',
    ),
    currentMedications: 'Aspirin 75 mg',
  };
  expect(presentationIds(item)).toContain('head-injury');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['advancedImaging', 'labs']));
});

it.each(['banged his forehead on the door frame', 'bumped her forehead on the table edge'])(
  '"%s" is a head injury',
  (symptoms) => {
    expect(presentationIds(older('forehead', symptoms, '', '30'))).toContain('head-injury');
  },
);

it('near-miss: a forehead rash is not a head injury', () => {
  expect(
    presentationIds(older('rash', 'Itchy red rash on her forehead for two days.', '', '30')),
  ).not.toContain('head-injury');
});
