import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Two things in the skin told in everyday words. A fishing hook buried past its barb is taken out under
 * local anaesthetic (one procedure); a thumb pricked on a used needle has baseline blood-borne virus
 * tests (one resource). Tetanus and washing are not resources.
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'male' });

it('a barbed fishing hook buried in the thumb: removal (ESI 4)', () => {
  const item = adult(
    'Fishing hook stuck in his thumb',
    'A barbed hook went into the pad of his thumb while casting; the barb is fully buried. Little bleeding, normal feeling and movement. Pain 3/10.',
    'HR 74 BP 134/86',
  );
  expect(presentationIds(item)).toContain('foreign-body-skin');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('a thumb pricked on a used needle on the ward: baseline blood tests (ESI 4)', () => {
  const item = adult(
    'pricked my thumb on a used needle at work',
    "A needle used to take a patient's blood went through my glove into my thumb 45 minutes ago. It bled a little, I washed it. I feel fine, just worried.",
    '',
    '33',
    'female',
  );
  expect(presentationIds(item)).toContain('communicable-exposure');
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: pricked a finger on a rose thorn is no body-fluid exposure', () => {
  expect(
    presentationIds(adult('pricked finger', 'Pricked my finger on a rose thorn in the garden.')),
  ).not.toContain('communicable-exposure');
});
