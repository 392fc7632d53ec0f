import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Hyperemesis as a second-language writer or a rushed note tells it: "unable to keep even water inside",
 * "lost 3 kg", "mouth is dry", "ketone 3+" (singular). Bloods, IV fluids and an antiemetic (RCOG GTG 69):
 * ESI 3. Sick in the mornings while keeping water down is still advice.
 */
const woman = caseFormMaker({ patientAge: '24', gender: 'female' });

it('9 weeks, vomiting more than 10 times a day, cannot keep even water inside, lost 3 kg: ESI 3', () => {
  const item = woman(
    'vomiting too much in pregnancy',
    'She is 9 weeks pregnant. Since 4 days vomiting more than 10 times daily, cannot keep even water inside, lost 3 kg weight. Feeling weak and mouth is dry. No pain abdomen, no bleeding per vagina. Urine test showing ketone 3+.',
    'BP 108/70, pulse 96, temp 36.8, SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids', 'parenteralMedication']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it.each(['lost 2 kilos', "can't keep anything down", 'dry mouth'])(
  '"%s" is a sign of hyperemesis',
  (sign) => {
    const item = woman(
      'vomiting, 8 weeks pregnant',
      `Vomiting for a week, ${sign}, no pain, no bleeding.`,
      'HR 88',
    );
    expect(resourcesOf(item)).toContain('ivFluids');
  },
);

it('near-miss: sick in the mornings at 8 weeks, keeping water down, ketone trace: no IV fluids', () => {
  const item = woman(
    'morning sickness',
    'Sick most mornings, keeping water and toast down, no pain, no bleeding. Urine ketone trace.',
    'HR 78',
  );
  expect(resourcesOf(item)).not.toContain('ivFluids');
});

it('"I can\'t keep anything down", 9 weeks, "vomited everything, including water": bloods and IV fluids (ESI 3)', () => {
  const item = woman(
    "I can't keep anything down",
    'A 22-year-old woman who is 9 weeks pregnant has vomited everything, including water, for three days. Tired, dry mouth, fully alert. Urine dipstick 3+ ketones.',
    'HR 96, BP 108/66, RR 16, T 36.7',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
  expect(analyzeCase(item).esi).toBe(3);
});
