import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A whooping infant who "seems to stop breathing for several seconds before gasping" after a bout of
 * coughs, pink and alert between them, had a pause that is over and the gasp that ends it: a high-risk
 * event (ESI 2), not apnoea or agonal breathing now.
 */
const infant = caseFormMaker({ patientAge: '6 weeks', gender: 'female' });

it('a pause of several seconds before gasping after coughs is high risk, not an arrest (ESI 2)', () => {
  const item = infant(
    'Coughing fits, turns blue',
    'Bouts of repeated coughs, after which her face turns dusky blue and she seems to stop breathing for several seconds before gasping; four times today. Between the fits she looks pink and alert and feeds.',
    'HR 150 RR 48 SpO2 97% T 37.2',
  );
  expect(flagIds(item)).not.toContain('cardiac-arrest');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: found not breathing, then gasping occasionally, is agonal', () => {
  const item = infant('not breathing', 'Found in the cot not breathing, floppy, occasional gasping.', '');
  expect(analyzeCase(item).esi).toBe(1);
});
