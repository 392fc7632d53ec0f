import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A forklift reversed over a foot: a crush injury, not toe pain, and not a blade's clean cut. With a deep
 * cut over the big toe "where you can see something white, could be bone" it is a possible open fracture:
 * an X-ray, IV antibiotics within the hour (BOAST 4) and the wound's repair.
 */
const worker = caseFormMaker({ patientAge: '38', gender: 'male' });

it('a forklift over the foot with bone maybe seen in a cut: X-ray, IV antibiotics and repair (ESI 3)', () => {
  const item = worker(
    'Warehouse first aider calling: forklift ran over his foot',
    "A forklift reversed over his left foot. His big toe's a mess, the nail's half off and there's a deep cut on top where you can see something white, could be bone. A pad's holding the bleeding. Pain about a six. He can't put weight on it.",
  );
  expect(presentationIds(item)).toContain('lower-extremity-injury');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'parenteralMedication']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a kitchen knife cut on the top of the foot, walking normally, is the repair alone', () => {
  const item = worker(
    'cut foot',
    'Dropped a kitchen knife, 2 cm cut on the top of the foot, walking normally, no bone seen.',
  );
  expect(resourcesOf(item)).not.toContain('xray');
});
