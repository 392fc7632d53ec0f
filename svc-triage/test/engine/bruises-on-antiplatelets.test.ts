import { analyzeCase } from '../../src/domain/engine';
import { resourcesOf } from './support/case-forms';

/**
 * Small bruises where knocks land, two weeks into aspirin and ticagrelor after a stent, with no bleeding from
 * gums, nose, gut or urine, are the drugs' nuisance bleeding: advice, and the antiplatelets continued (ESI 5;
 * ESC 2017 DAPT). Bruising with bleeding gums or black stools is looked into.
 */
const form = (symptoms: string) => ({
  patientAge: '66',
  gender: 'male',
  chiefComplaint: 'Worried about bruising after stent',
  symptoms,
  vitals: 'HR 68, BP 128/76, RR 14, SpO2 98%, T 36.7',
  currentMedications: 'Aspirin, ticagrelor, atorvastatin, bisoprolol',
});

it('several 1-3 cm bruises where he knocks himself, no other bleeding: no tests, ESI 5', () => {
  const item = form(
    'Stent 2 weeks ago, aspirin and ticagrelor since. Several 1-3 cm bruises on forearms and shins where he knocks himself; no gum bleeding, nosebleeds, black stools or blood in urine.',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: bruises with bleeding gums on the same tablets get a blood count', () => {
  const item = form('Small bruises where he knocks himself, and his gums bleed when he brushes.');
  expect(resourcesOf(item)).toContain('labs');
});
