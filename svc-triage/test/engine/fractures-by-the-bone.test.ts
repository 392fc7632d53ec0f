import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A fracture named by its bone ("displaced distal radius and ulna fractures", "tibia and fibula fracture",
 * "5th metacarpal fracture") is a limb injury; a displaced one sent for reduction is a complex procedure.
 */
const form = caseFormMaker({ patientAge: '9', gender: 'male' });

it('a transfer for displaced distal radius and ulna fractures for reduction: X-ray and reduction, ESI 3', () => {
  const item = form(
    'UCC transfer: displaced distal radius and ulna fractures for reduction',
    'Fell off trampoline onto outstretched hand. Obvious dinner-fork deformity. Skin intact, radial pulse present. Backslab applied, pain 4/10. Please arrange manipulation.',
    'HR 100 RR 22',
  );
  expect(presentationIds(item)).toContain('upper-extremity-injury');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['complexProcedure']));
});

it.each([
  ['tibia and fibula fracture', 'lower-extremity-injury'],
  ['5th metacarpal fracture after punching a wall', 'upper-extremity-injury'],
])('"%s" is a %s', (complaint, id) => {
  expect(presentationIds(form(complaint, 'Swollen and tender.', 'HR 90', '30'))).toContain(id);
});

describe('a limb deformed in a fall told only as the fall', () => {
  it.each([
    [
      'Fell off trampoline - L wrist',
      'Fell onto outstretched L hand 1 hr ago. Obvious dinner-fork deformity distal forearm, skin intact.',
      '7',
    ],
    ['fell', 'Slipped on the gangway, put hand out. Right wrist bent looking and swollen.', '81'],
  ])('%j: X-ray and a reduction, ESI 3', (complaint, story, age) => {
    const item = form(complaint, story, '', age);
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'complexProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a fall onto the wrist that is swollen but not deformed is an X-ray only', () => {
    const item = form(
      'fell',
      'Slipped on the gangway, put hand out. Right wrist swollen, moves it.',
      '',
      '40',
    );
    expect(resourcesOf(item)).not.toContain('complexProcedure');
  });
});
