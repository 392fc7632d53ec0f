import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A missed dose of methadone with mild withdrawal ("starting to rattle", COWS 6): the pharmacy confirms
 * the dose by phone and the symptoms are treated by mouth (NICE CG52): ESI 5. Withdrawal's own belly ache
 * and runny nose are not complaints of their own; vomiting, or a belly ache with its own danger, is more.
 */
const adult = caseFormMaker({ patientAge: '39', gender: 'male' });

it('missed methadone, starting to rattle, COWS 6, not vomiting: nothing to do', () => {
  const item = adult(
    'missed methadone - starting to rattle',
    "On 70 ml of methadone every morning, missed today's because I got nicked. Runny nose, yawning, bit of belly ache. Not being sick. COWS 6, mild sweating.",
    'BP 128/82 HR 86 RR 16 SpO2 98%',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('opioid withdrawal with vomiting keeps its care', () => {
  const item = adult(
    'heroin withdrawal',
    'Withdrawing from heroin for two days, vomiting everything, diarrhoea, cramps, sweating.',
    'HR 118 BP 140/90',
  );
  expect(resourcesOf(item).length).toBeGreaterThan(0);
});
