import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A tooth's infection whose swelling is moving down into the neck, with a muffled voice or trouble
 * swallowing, is a deep neck space infection (Ludwig's or parapharyngeal): the airway can close within
 * hours (Difficult Airway Society). ESI 2 while the airway holds.
 */
const adult = caseFormMaker({ patientAge: '31', gender: 'female' });

it('a wisdom tooth out, swelling spreading down into the neck, voice muffled', () => {
  const item = adult(
    'swelling jaw after wisdom tooth out',
    'Wisdom tooth removed 4 days ago. Swelling increasing for 2 days, now spreading down into her upper neck. Mouth opening one finger, painful swallow, voice muffled. No stridor.',
    'T 38.9 HR 112 BP 122/74 RR 20 SpO2 98%',
  );
  expect(flagIds(item)).toContain('ludwig-angina');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('one swollen cheek from a dental abscess, not spreading, voice normal, is not a deep neck infection', () => {
  const item = adult(
    'dental abscess',
    'Swollen left cheek over a bad molar for 2 days, eating soft food, voice normal, swelling not spreading.',
    'T 37.6 HR 84',
  );
  expect(flagIds(item)).not.toContain('ludwig-angina');
});
