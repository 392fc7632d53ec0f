import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A bite is X-rayed for a tooth or a fracture when it is on the hand, not when the fingers "move
 * normally" after a bite to the forearm: a gaping forearm bite is repaired (ESI 4). Two deep holes and a
 * small tear on the back of the hand are X-rayed and left open, not sutured (ESI 4).
 */
const form = caseFormMaker({ patientAge: '40', gender: 'female' });

it('a gaping forearm bite with fingers that move normally is a repair, no X-ray (ESI 4)', () => {
  const item = form(
    'Bitten on the forearm by her own dog',
    'Got my left forearm half an hour ago. A gaping cut about 4 cm and a couple of puncture marks, bleeding stopped. Fingers move normally, no numbness, full fist.',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('two deep holes and a small tear on the back of the hand are X-rayed and left open (ESI 4)', () => {
  const item = form(
    "dog bit my hand, worried it's broken",
    'One bit the back of my left hand. Two deep holes and a small tear, the bleeding stopped with pressure. Swollen over the middle of my hand and sore to press. I can bend and straighten all my fingers.',
  );
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: a deep bite to the finger is X-rayed', () => {
  expect(
    resourcesOf(form('Dog bite to the finger', 'Deep bite to the right index finger, bleeding.')),
  ).toContain('xray');
});
