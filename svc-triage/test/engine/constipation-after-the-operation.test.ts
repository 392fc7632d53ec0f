import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Bowels not opened for five days on codeine after a knee replacement, still passing wind, eating, not
 * vomiting, the belly soft and not tender: opioid constipation, laxatives (ESI 5), not the operation's
 * bloods and imaging. Vomiting or a belly that is not passing wind after the operation is worked up.
 */
const older = caseFormMaker({ patientAge: '66', gender: 'male' });

it('no bowel movement for five days after a knee replacement, passing wind, soft belly: ESI 5', () => {
  const item = older(
    'No bowel movement for five days after knee replacement',
    'Seven days after a left knee replacement, has not opened his bowels for five days since starting codeine. Bloated and uncomfortable (pain 3/10) but passing wind, eating and drinking, has not vomited. Abdomen soft, mildly distended and non-tender with normal bowel sounds.',
    'HR 76, BP 138/82, RR 14, T 36.7, SpO2 98%',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: no bowel movement since the operation, vomiting and not passing wind, is worked up', () => {
  const item = older(
    'No bowel movement since operation',
    'Hernia repair four days ago, no bowel movement since, vomiting twice today, not passing wind, belly swollen.',
    'HR 104 T 37.6',
  );
  expect(resourcesOf(item)).toContain('labs');
});
