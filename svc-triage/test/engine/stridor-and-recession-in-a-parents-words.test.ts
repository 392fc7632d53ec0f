import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * Stridor and recession as a parent describes them: "a loud harsh squeaky noise every breath in even when
 * she is sitting on my lap quietly", "the skin at the bottom of her neck and between her ribs sucks in".
 * Croup with stridor at rest and recession is a threatened airway that should not wait (ESI 2).
 */
const toddler = caseFormMaker({ patientAge: '18 months', gender: 'female' });

it('a noise with every breath in at rest, with the neck and ribs sucking in, is croup with stridor at rest (ESI 2)', () => {
  const item = toddler(
    'my daughter is making a loud noise every time she breathes in',
    'Barky cough since yesterday. Tonight she is making a loud harsh squeaky noise every breath in even when she is sitting on my lap quietly. The skin at the bottom of her neck and between her ribs sucks in with each breath. Awake, colour ok, not drooling.',
    'temp 38.3. I counted her breathing at 48 a minute',
  );
  const text = factsOf(item).presenting.affirmed;
  expect(text).toContain('stridor');
  expect(text).toContain('recession');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: a barking cough with a noise only when she cries is mild croup', () => {
  const item = toddler(
    'barking cough',
    'Barky cough, a squeaky noise only when she cries, quiet at rest, no sucking in.',
    'T 37.8 RR 30',
  );
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});
