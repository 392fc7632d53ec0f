import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A burn of a hand or a finger that is one small blister ("the size of a 2p coin", "a fingernail", "the
 * tips of two fingers") is cooled, dressed and followed up like any small burn: no burns service, ESI 5.
 * Its blister and the skin that came off it are the burn, not a blistering rash to take blood for. A burn
 * that covers the palm, goes round a finger or looks deep is still discussed with the burns service.
 */
const adult = caseFormMaker({ patientAge: '42', gender: 'male' });

it.each([
  [
    "burnt my hand on the oven tray, skin's come off, agony",
    'Grabbed the roasting tray without a glove. Blister on my palm below the fingers about the size of a 2p coin and the top has rubbed off. Ran it under the cold tap for 20 mins. I can move my hand fine.',
  ],
  [
    'Steam burn from the kettle',
    'Scalded the tips of two fingers with steam from the kettle. One small blister about the size of a fingernail, the rest is just red. Cooled 20 minutes.',
  ],
])('%j: one small blister of a hand, ESI 5', (complaint, story) => {
  const item = adult(complaint, story);
  expect(presentationIds(item)).not.toContain('rash');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: blisters over the whole palm are discussed with the burns service', () => {
  const item = adult('burnt hand', 'Grabbed a hot pan handle, blisters across the whole palm, very sore.');
  expect(resourcesOf(item)).toContain('specialtyConsultation');
});
