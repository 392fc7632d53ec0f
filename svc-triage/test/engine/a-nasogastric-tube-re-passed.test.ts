import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A nasogastric tube pulled out is re-passed and its position checked by the pH of its aspirate at the
 * bedside (NHS Improvement 2016): one simple procedure, ESI 4. It has no tract, so the days since discharge
 * are not an immature gastrostomy's; an X-ray only when no aspirate is obtained. A gastrostomy out days
 * after it was placed still gets its contrast check and the specialist.
 */
const infant = caseFormMaker({ patientAge: '8 months', gender: 'male' });

it('an NG tube pulled out two days after discharge, baby well: re-passed, ESI 4', () => {
  const item = infant(
    'NG tube out',
    'Discharged 2 days ago after bronchiolitis with an NG tube for top-up feeds. Pulled tube out this am. Taking half feeds orally, well, wet nappies ok. Mum could not get it down.',
    'HR 134 RR 36 SpO2 97% RA T 36.8',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('an NG tube re-passed with no aspirate gets its X-ray', () => {
  const item = infant('NG tube out', 'NG tube fell out, re-passed by the nurse but no aspirate obtained.');
  expect(resourcesOf(item)).toContain('xray');
});

it('near-miss: a gastrostomy that fell out five days after it was placed gets the contrast check and the specialist', () => {
  const item = caseFormMaker({ patientAge: '70', gender: 'female' })(
    'PEG fell out',
    'PEG tube placed 5 days ago, fell out this morning.',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'specialtyConsultation']));
});
