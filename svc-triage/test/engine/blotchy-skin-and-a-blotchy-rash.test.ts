import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * "Blotchy" skin is read as mottled (a sign of poor perfusion); a blotchy rash is a rash. The rewrite
 * also swallowed the space after a bare "blotchy", gluing it to the next word ("mottledand purple").
 */
const toddler = caseFormMaker({ patientAge: '1', gender: 'female' });

it('a blotchy rash on a well toddler after the fever has gone is not mottled skin', () => {
  const item = toddler(
    'rash after fever',
    'High temps for 3 days, fever gone since yesterday and now a pink blotchy rash on her tummy and back. Eating, drinking, playing, plenty of wet nappies.',
    'HR 118, RR 28, T 37.2, sats 99%',
  );
  expect(factsOf(item).presenting.normalized).not.toMatch(/mottled/);
  expect(analyzeCase(item).scores.esi.level).toBeGreaterThanOrEqual(4);
});

it('blotchy skin is still mottled, with the next word kept apart', () => {
  const item = toddler(
    'floppy and cold',
    'Floppy since this morning, his knees have gone blotchy and purple and his hands are icy.',
    'HR 190, RR 50, CRT 5s',
  );
  const text = factsOf(item).presenting.normalized;
  expect(text).toMatch(/\bmottled and purple\b/);
  expect(analyzeCase(item).scores.esi.level).toBeLessThanOrEqual(2);
});
