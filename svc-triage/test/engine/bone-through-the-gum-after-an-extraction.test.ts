import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A sharp edge of bone through the gum weeks after a tooth was taken out is a bony spicule of the healing
 * socket, for the dentist: not an open fracture (ESI 5). A bone through the skin after an injury still is.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'male' });

it('a sharp piece like bone poking through the gum three weeks after two molars were extracted', () => {
  const item = adult(
    'sharp piece sticking through gum after extraction',
    "Two lower molars extracted three weeks ago. A small sharp piece 'like a bit of bone' poking through the gum scratches his tongue. No swelling, pus or fever; healing well.",
    'T 36.5 HR 72 BP 126/80',
  );
  expect(flagIds(item)).not.toContain('open-fracture-neurovascular');
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('bone poking through the skin of the shin after a fall is an open fracture', () => {
  const item = adult(
    'leg injury',
    'Fell off a ladder, bone poking through the skin of his shin.',
    'HR 110 BP 130/80',
  );
  expect(flagIds(item)).toContain('open-fracture-neurovascular');
});
