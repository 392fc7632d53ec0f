import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * "Cut finger" typed at the desk is a laceration of the finger, as "cut my finger" is: its repair, not an
 * X-ray of a painful limb beside it (ESI 4). An old cut now infected is an infection, not a repair.
 */
const person = caseFormMaker({ patientAge: '58', gender: 'female' });

it.each(['cut finger', 'cut hand', 'cut thumb on a tin'])(
  '"%s" is a laceration alone: the repair (ESI 4)',
  (complaint) => {
    const item = person(
      complaint,
      '2 cm gaping cut from a knife, bleeding stopped with pressure, moves and feels normally.',
    );
    expect(presentationIds(item)).toContain('laceration');
    expect(presentationIds(item)).not.toContain('upper-extremity-pain');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  },
);

it('"cut hand infected" three days on, with a red streak and shivers: an infection with bloods and IV antibiotics', () => {
  const item = person(
    'cut hand infected',
    'Caught the back of my hand on barbed wire 3 days ago, now swollen, red and hot with a red line going up the arm, shivery last night.',
  );
  expect(presentationIds(item)).toContain('cellulitis');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
});

it('near-miss: "told to cut back on drinking" is no cut back', () => {
  expect(
    presentationIds(person('cut back on drinking', 'Wants advice to cut back on alcohol.')),
  ).not.toContain('laceration');
});
