import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A trunk crushed between two heavy things (a forklift and racking, a tractor and a gatepost, a reversing
 * lorry and a wall) is a high-energy injury of the chest or pelvis: the 2021 field-triage guideline's
 * crushed torso and suspected pelvic fracture. A hand or finger caught between things is the limb's injury.
 */
const form = caseFormMaker({ patientAge: '46', gender: 'female' });

it.each([
  ['Crushed at the hips between forklift and racking', 'Pinned for about a minute, severe pelvic pain.'],
  [
    'got squashed between a forklift and the racking, my hips',
    'A forklift reversed into me and pinned me against the racking at hip height. Pain all round my hips and low belly.',
  ],
  ['chest injury', 'Chest squeezed between a reversing tractor and a gatepost, sore to breathe.'],
  ['pelvic crush', 'Pelvic crush injury at a building site, pain 8/10.'],
])('"%s: %s" is major trauma', (complaint, symptoms) => {
  const item = form(complaint, symptoms, 'HR 96 BP 128/80 RR 18');
  expect(flagIds(item)).toContain('major-trauma');
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});

it.each([
  ['finger injury', 'Finger trapped between the door and the frame, nail bed bruised.'],
  ['hand injury', 'Hand squashed between two pallets, swollen, can move fingers.'],
])('near-miss: "%s: %s" is not', (complaint, symptoms) => {
  expect(flagIds(form(complaint, symptoms, 'HR 80 BP 128/80 RR 16'))).not.toContain('major-trauma');
});
