import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Nausea and vomiting of early pregnancy while she keeps fluids down, with a trace of ketones at most, is
 * treated with an oral antiemetic and advice (RCOG GTG 69; PUQE): ESI 5. Fluids that will not stay down,
 * or ketones 3+, are hyperemesis: bloods, IV fluids and an antiemetic.
 */
const woman = caseFormMaker({ patientAge: '23', gender: 'female' });

it('sick most mornings at 8 weeks, keeping down water and toast, ketones trace: nothing to do', () => {
  const item = woman(
    'being sick in the mornings, 8 weeks pregnant',
    "I'm vomiting most mornings, maybe twice, but I keep down water and dry toast in the afternoon and I'm weeing normally. No bleeding, no pain. Urine ketones trace.",
    'BP 112/68 HR 80 T 36.7',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('cannot keep down fluids, ketones 3+: bloods, IV fluids and an antiemetic', () => {
  const item = woman(
    'vomiting in pregnancy 10/40',
    'Vomited 10-15 times a day for 5 days and cannot keep down fluids. Urine ketones 3+. Weight down 3 kg.',
    'HR 96 BP 110/70',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids', 'parenteralMedication']));
});
