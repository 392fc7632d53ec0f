import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Well after an operation, with a swelling or a bruise that is the problem (no fever, no fast pulse, mild
 * pain): the swelling is scanned, and the blood count and CRP add nothing (ESI v4: one resource, ESI 4).
 */
const adult = caseFormMaker({ patientAge: '44', gender: 'male' });

it('a bruised swollen scrotum a week after a keyhole hernia repair, well, is scanned only', () => {
  const item = adult(
    'swollen bruised scrotum after hernia repair',
    "Keyhole hernia repair a week ago. Left side down below swelled to the size of an orange, purple and yellow. It's a bit tender. I can pee fine and I've no fever.",
    'T 36.8 HR 74 BP 128/76',
  );
  expect(resourcesOf(item)).toEqual(['advancedImaging']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('with a fever after the operation, the bloods stay', () => {
  const item = adult(
    'swollen scrotum after hernia repair',
    'Hernia repair a week ago, scrotum swollen and red, feels feverish and shivery.',
    'T 38.4 HR 104',
  );
  expect(resourcesOf(item)).toContain('labs');
});
