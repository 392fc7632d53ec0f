import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A molar that has broken with days of toothache and no blow, without facial swelling, trismus or fever, is
 * the dentist's in the days to come: oral analgesia (ESI 5). A tooth broken by a blow, its pulp showing, is
 * seen by the dental team now (IADT 2020).
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'male' });

it('a lower molar toothache for three days with a broken tooth visible, no swelling or fever: ESI 5', () => {
  const item = adult(
    'Toothache in police custody',
    'Left lower molar toothache 3 days, worse tonight. No facial swelling, no trismus, no fever, swallowing normal, broken tooth visible.',
    'HR 78, BP 128/80, T 36.9',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: a front tooth broken by a punch, a pink dot showing, goes to the dental team', () => {
  const item = adult(
    'Broken tooth',
    'Punched in the mouth an hour ago, broken front tooth with a pink dot showing, toothache.',
  );
  expect(resourcesOf(item)).toContain('specialtyConsultation');
});
