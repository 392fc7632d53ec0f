import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Spat at: an exposure to assess. Saliva without visible blood carries no significant blood-borne virus
 * risk wherever it lands (UKHSA): reassurance, ESI 5. Blood in it, into the eye or mouth, is tested for.
 */
const officer = caseFormMaker({ patientAge: '50', gender: 'male' });

it('spat in the face, no blood in it, washed off: an exposure with nothing to test', () => {
  const item = officer(
    'spat in the face by a prisoner',
    'The man I was booking in spat right in my face an hour ago. No blood in it, I washed straight away. Had all my hep B jabs.',
    'BP 138/84 HR 76',
  );
  expect(presentationIds(item)).toContain('communicable-exposure');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('bloody spit into the eye is tested for blood-borne viruses', () => {
  const item = officer(
    'spat at',
    'Detainee with a bleeding lip spat in my eye, blood-stained spit. His hepatitis status unknown.',
    'BP 130/80',
  );
  expect(resourcesOf(item)).toContain('labs');
});
