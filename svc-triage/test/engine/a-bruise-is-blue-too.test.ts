import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "A little blue colour near the middle joint" of a finger hit by a ball is a bruise, not cyanosis: the
 * injury is X-rayed (ESI 4), with no blood gas or ECG. A blue colour of the lips or face is still cyanosis.
 */
const child = caseFormMaker({ patientAge: '12', gender: 'male' });

it('a finger hit by a cricket ball, swollen, a little blue colour near the middle joint: X-ray only', () => {
  const item = child(
    'finger injury during cricket',
    'Ball hit on his right ring finger yesterday. Finger is swelling and paining on bending, little blue colour near middle joint. No cut.',
  );
  expect(presentationIds(item)).not.toContain('cyanosis');
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('near-miss: a blue colour round the lips in a breathless child is cyanosis', () => {
  const item = child('breathless', 'Breathless since this morning, a blue colour round the lips.');
  expect(presentationIds(item)).toContain('cyanosis');
});
