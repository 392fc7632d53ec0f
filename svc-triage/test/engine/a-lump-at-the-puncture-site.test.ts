import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A groin lump after an angiogram, an ablation or a stent put in through the femoral vessels is a
 * haematoma or a false aneurysm: a scan, the blood count, and the team who did it (ESC 2018). ESI 3.
 */
const older = caseFormMaker({ patientAge: '69', gender: 'male' });

it('an enlarging groin lump two days after an ablation is scanned, with bloods and the cardiologists', () => {
  const item = older(
    'painful lump in groin after heart procedure',
    'Ablation for flutter through the right groin 2 days ago, tender enlarging lump there with bruising down the thigh. On rivaroxaban. Foot warm, pulses normal.',
    'BP 136/80 HR 78 RR 16 SpO2 97%',
  );
  expect(resourcesOf(item)).toEqual(
    expect.arrayContaining(['advancedImaging', 'labs', 'specialtyConsultation']),
  );
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('a groin lump with no procedure behind it is scanned only', () => {
  const item = older(
    'groin lump',
    'Lump in the right groin for 3 weeks, comes out when he coughs, painless.',
    'BP 130/80 HR 70',
  );
  expect(resourcesOf(item)).not.toContain('specialtyConsultation');
});

it('a groin lump in a man with a ureteric stent is not an access-site haematoma', () => {
  const item = older(
    'groin lump',
    'Lump in the right groin for a week, comes out on coughing. Has a ureteric stent for a kidney stone.',
    'BP 130/80 HR 70',
  );
  expect(resourcesOf(item)).not.toContain('specialtyConsultation');
});
