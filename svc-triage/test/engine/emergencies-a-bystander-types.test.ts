import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * ESI 1 told by the person beside the patient, typing on a phone: a collapsed runner nobody can feel a
 * pulse in, making odd gulps; a diabetic who only groans and pushes a hand away when pinched; an asthmatic
 * whose chest "has gone quiet in there now" with lips "bluey grey"; a heart a watch says is at 214 with
 * crushing pain and the world going black. Each beside the near-miss that is not.
 */
const form = caseFormMaker({ patientAge: '48', gender: 'male' });

describe('readings in a bystander’s words', () => {
  it('"nobody can feel a pulse" is pulseless and "odd gulps every now and then" agonal', () => {
    expect(
      factsOf(form('collapsed running', 'Just odd gulps every now and then, and nobody can feel a pulse.'))
        .vitals,
    ).toMatchObject({ pulseless: true, agonalOrApneic: true });
  });

  it('near-miss: "we can\'t find a pulse in his foot" is a limb without pulses, not a cardiac arrest', () => {
    const item = form(
      'cold leg',
      "Leg cold and white since this morning, we can't find a pulse in his foot.",
      'BP 150/80 HR 90',
      '72',
    );
    expect(factsOf(item).vitals.pulseless).toBeUndefined();
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a watch\'s bare number is its heart rate; with "oxygen" after it, it is not', () => {
    expect(
      factsOf(form('palpitations', '', 'watch says 214, over 200 the whole time')).vitals.heartRate,
    ).toBe(214);
    expect(factsOf(form('breathless', '', 'my watch says 94 oxygen')).vitals.heartRate).toBeUndefined();
  });

  it('"he just groans and pushes my hand away when I pinch him" is a response to pain only', () => {
    expect(
      factsOf(form('diabetic, barely waking', 'He just groans and pushes my hand away when I pinch him.'))
        .mentalStatus.avpu,
    ).toBe('P');
  });
});

it.each([
  [
    'asthma attack, inhaler not working',
    "I can only say one word at a time. My chest is so tight and it's gone quiet in there now, not even whistly. Lips look bluey grey.",
    'oxygen 85 on a finger clip, heart 140',
    '15',
  ],
  [
    'heart racing on the bike, chest pain',
    'Heart suddenly went off like a drill going up a hill, crushing pain in the middle of my chest, nearly passed out.',
    'watch says 214',
    '58',
  ],
])('"%s" is ESI 1', (complaint, symptoms, vitals, age) => {
  expect(analyzeCase(form(complaint, symptoms, vitals, age)).esi).toBe(1);
});

it('near-miss: a wheeze that is quieter after the nebuliser, talking in sentences, is not a silent chest', () => {
  const item = form(
    'asthma',
    'Wheeze much quieter after the neb, talking in full sentences, pink.',
    'SpO2 96% HR 100',
    '15',
  );
  expect(factsOf(item).presenting.affirmed).not.toMatch(/silent chest/);
});
