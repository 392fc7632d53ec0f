import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A headache that comes on sitting up and settles lying flat, days after a spinal anaesthetic, an epidural
 * or a lumbar puncture, is the dura's leak (OAA 2018), stiff neck and all: without a fever it is not
 * meningitis. The anaesthetist (a blood patch) and IV fluids are its resources: ESI 3.
 */
const adult = caseFormMaker({ patientAge: '36', gender: 'male' });

it('a postural headache with a stiff neck two days after a spinal, afebrile: ESI 3', () => {
  const item = adult(
    'headache on sitting up after knee arthroscopy under spinal',
    'Knee arthroscopy under spinal anaesthetic two days ago. Headache within minutes of sitting or standing, almost settles lying flat, stiff neck, mild nausea. No fever. Pain 2/10 lying, 6/10 upright.',
    'T 36.8 HR 78 BP 128/76',
  );
  expect(flagIds(item)).not.toContain('meningitis-encephalitis');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['specialtyConsultation', 'ivFluids']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('with a fever after an epidural, a headache and a stiff neck are meningitis until shown not', () => {
  const item = adult(
    'headache after epidural',
    'Epidural in labour 3 days ago, headache worse sitting up, stiff neck, feels hot and shivery.',
    'T 38.9 HR 112',
    '29',
    'female',
  );
  expect(flagIds(item)).toContain('meningitis-encephalitis');
});
