import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Every act of self-harm is followed by a psychosocial assessment (NICE NG225), whatever the wound needs.
 * With suicidal intent denied it is not the danger-to-self level: the repair and the liaison team are two
 * resources, ESI 3.
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'female' });

it('cuts she made to feel something, gaping, with intent to die denied: repair and mental health liaison', () => {
  const item = adult(
    'cut arm',
    "I cut my arm with a bit of plastic. I've done it before, I don't want to die, I just needed to feel something. Two cuts gaping 3 cm.",
    'BP 124/78 HR 90 RR 16 SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'specialtyConsultation']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('a cut arm from a fall onto a broken glass is repaired, with no mental health assessment', () => {
  const item = {
    ...adult(
      'cut arm',
      'I cut my arm when I fell on a broken glass in the kitchen, gaping 3 cm.',
      'BP 124/78 HR 90',
    ),
    medicalHistory: 'Depression',
  };
  expect(resourcesOf(item)).not.toContain('specialtyConsultation');
});

it('a cut arm with numb fingers is a nerve to check, not a cut made to feel numb', () => {
  const item = adult('cut arm', 'I cut my arm, two fingers are numb since.', 'BP 124/78 HR 90');
  const plan =
    analyzeCase(item)
      .scores.esi.resourcePlan?.map((need) => need.why)
      .join(' ') ?? '';
  expect(plan).not.toMatch(/mental health/);
});
