import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, resourcesOf } from './support/case-forms';

/**
 * Hives alone, with the airway, breathing, gut and circulation spared, are treated with an oral
 * antihistamine (ESI 5), even when the patient is "swallowing fine" or a sister "once needed adrenaline":
 * neither is a sign in the patient. A tight throat or trouble swallowing is.
 */
const form = caseFormMaker({ patientAge: '24', gender: 'female' });

it('hives after amoxicillin, swallowing fine, no lip or tongue swelling: oral antihistamine (ESI 5)', () => {
  const item = form(
    'Allergic reaction – rash',
    'Itchy raised hives arms/trunk x2h, started after 3rd dose of amoxicillin. No lip/tongue swelling, no SOB, no wheeze, no vomiting, no dizziness. Swallowing fine.',
    'BP 118/70 HR 84 RR 16 SpO2 99% T 37.1',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('"his sister once needed adrenaline for a peanut allergy" is told of another', () => {
  const item = form(
    'Itchy rash after dinner',
    'Hives after a meal. His sister once needed adrenaline for a peanut allergy.',
    '',
    '26',
    'male',
  );
  expect(factsOf(item).presenting.affirmed).not.toContain('adrenaline');
});

it('near-miss: hives with a tight throat and trouble swallowing are not hives alone', () => {
  const item = form(
    'hives',
    'Hives everywhere after prawns, throat feels tight and trouble swallowing.',
    'HR 104 BP 118/70',
  );
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});
