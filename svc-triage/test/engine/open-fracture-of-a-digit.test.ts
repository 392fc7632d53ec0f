import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * An open fracture of a finger or toe is X-rayed, given IV antibiotics within the hour (BOAST 4) and
 * repaired by the hand or orthopaedic team: two resources, ESI 3, not a limb at risk. A hand "crush injury"
 * is the hand's, not a crushed trunk's major trauma. An open fracture of a long bone stays ESI 2.
 */
const form = caseFormMaker({ patientAge: '62', gender: 'male' });

it('an angulated finger with a wound over it after a winch crush is an open digit fracture (ESI 3)', () => {
  const item = form(
    'Crush injury L hand – net winch',
    'Hand caught in net winch 3h ago. Wound over L ring finger proximal phalanx, finger angulated ?open #. Bleeding controlled. Sensation intact, CRT <2s. Pain 6/10.',
    'BP 142/86 HR 88 RR 16 SpO2 98% T 36.2',
  );
  expect(flagIds(item)).not.toContain('major-trauma');
  expect(flagIds(item)).not.toContain('open-fracture-neurovascular');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'parenteralMedication']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: bone ends visible through a shin wound is an open fracture of a limb (ESI 2)', () => {
  const item = form(
    'leg injury',
    'Fell off a wall, bone ends visible through a shin wound.',
    'HR 96 BP 130/80',
  );
  expect(flagIds(item)).toContain('open-fracture-neurovascular');
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});

it('near-miss: a crush injury to the chest under a car is major trauma', () => {
  expect(
    flagIds(form('crush injury', 'Crush injury to the chest under a car that slipped off its jack.')),
  ).toContain('major-trauma');
});
