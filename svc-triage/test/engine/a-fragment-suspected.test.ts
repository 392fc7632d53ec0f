import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A glass cut is X-rayed when a fragment is suspected: felt or thought to be in it, a deep or long wound
 * (5 cm and more), glass that shattered, a window, a glassing or a bottle swung, or the foot that stood on
 * it. A clean cut on one broken glass, with whole tendons and nerves and nothing felt in it, is repaired
 * without one (ESI 4): one resource. So is a window's glass looked for and not found, or a cut got picking
 * up broken glass, where the piece that cut stays in the hand that held it.
 */
const adult = caseFormMaker({ patientAge: '48', gender: 'male' });

it.each([
  [
    'Cut L palm, glass stein broke',
    'Glass stein broke in hand ~30 min ago. 3cm linear lac L palm, edges gaping, bleeding controlled. Full flexion/extension all digits, sensation intact distally.',
  ],
  [
    'Cut his hand on a broken glass',
    "He was washing up and a glass broke in his hand. A cut across the palm about an inch long, gaping. It bled a lot but it's stopped. He can bend all his fingers and feel them fine.",
  ],
  [
    'Cut forearm on glass when a window blew in',
    'Kitchen window shattered in the gale. 3 cm clean linear laceration on the forearm, full movement and sensation. All the glass was picked out and there is no foreign-body sensation.',
  ],
  [
    'Cut hand on glass when storm smashed window',
    "Cut the back of her hand clearing the glass. 3 cm clean laceration, extensors working, sensation normal. We irrigated, can't see glass in it.",
  ],
  [
    'cut hand',
    'Picking up broken window glass after the storm, 3cm cut palm, bleeding ok now, fingers move fine.',
  ],
])('%j: a clean cut, repaired without an X-ray (ESI 4)', (complaint, story) => {
  const item = adult(complaint, story, 'BP 136/84, HR 82, RR 16');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).esi).toBe(4);
});

it.each([
  [
    'Forearm cut by breaking glass pane',
    '3 cm gaping laceration across the forearm. Thinks a piece of glass may still be in the wound.',
  ],
  ['leg lac', 'Glass, 10cm.'],
  ['glass in foot', 'Stood on a broken glass, small cut on the sole.'],
  ['Hit on head by bottle', 'Glass bottle thrown hit him on the back of the head. Cut on scalp, gaping.'],
])('%j: a fragment suspected, X-rayed', (complaint, story) => {
  expect(resourcesOf(adult(complaint, story, 'BP 136/84, HR 82, RR 16'))).toContain('xray');
});

it.each([
  'Picking up broken window glass after the storm, deep 3cm cut to the palm, bleeding ok now.',
  'Clearing the smashed greenhouse, cut on the palm, feels like there is glass in it.',
])('near-miss: %j: picking up glass, but deep or with glass felt, is X-rayed', (story) => {
  expect(resourcesOf(adult('cut hand', story, 'BP 136/84, HR 82, RR 16'))).toContain('xray');
});

it('a foot told as the limb, "stood on broken glass barefoot … ?glass still in wound": X-ray and repair (ESI 3)', () => {
  const item = adult(
    'Stood on broken glass barefoot, L foot',
    'Stepped on broken bottle ~1h ago. 3cm deep lac L sole, bleeding controlled with pressure. ?glass still in wound, sharp pain on weight-bearing. Sensation + movement toes intact.',
    'BP 122/76, HR 84, RR 14, SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
  expect(analyzeCase(item).esi).toBe(3);
});
