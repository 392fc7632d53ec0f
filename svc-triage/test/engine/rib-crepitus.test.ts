import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A rib injury with crepitus is a fracture felt: its X-ray and parenteral analgesia to let the patient
 * breathe deeply (BTS/NICE chest wall injury guidance), ESI 3. A younger adult's tender ribs without it,
 * breathing easily, go home on oral analgesia after the X-ray (ESI 4).
 */
const farmer = caseFormMaker({ patientAge: '50', gender: 'male' });

it('kicked in the ribs by a cow, crepitus, pain 6/10, breathing easily: X-ray and parenteral analgesia (ESI 3)', () => {
  const item = farmer(
    'kicked in the ribs by a cow',
    'Kicked in the right side of the chest by a heifer at milking. Tender over the right lower ribs with a bit of crepitus, hurts to breathe in deep, pain 6 out of 10. Air entry equal.',
    'HR 88 BP 138/84 RR 18 SpO2 97%',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'parenteralMedication']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: tender ribs with no crepitus, breathing easily: the X-ray alone (ESI 4)', () => {
  const item = farmer(
    'chest pain after assault',
    'Punched in the left side of the chest, tender over the 8th and 9th ribs, no crepitus, pain 4/10, air entry equal.',
    'HR 84 BP 130/78 RR 16 SpO2 99%',
    '23',
  );
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});
