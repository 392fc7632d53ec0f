import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Words of danger read where the patient said something benign: "breathing" inside a list of problems
 * denied, "peeling" skin between the toes, a chest that hurts where it is pressed after a cough. Each
 * beside the case where the same words do mean danger.
 */
const form = caseFormMaker({ patientAge: '42', gender: 'male' });

describe('"there has been no apnoea" denies apnoea', () => {
  it.each([
    'Fast breathing for a day with a cold, recession under the ribs. There has been no apnoea, no colour change and no rash.',
    'Breathing fast, feeding half her bottles. Mum has seen no apnoeas or blue spells.',
  ])('"%s"', (symptoms) => {
    const item = form('fast breathing', symptoms, 'HR 172 RR 64 SpO2 93%', '2 months', 'female');
    expect(readCaseFacts(item).vitals.agonalOrApneic).toBeUndefined();
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: "an apnoeic episode at home" is apnoea', () => {
    const item = form(
      'pauses in breathing',
      'An apnoeic episode at home, went blue.',
      '',
      '6 weeks',
      'female',
    );
    expect(readCaseFacts(item).vitals.agonalOrApneic).toBe(true);
  });
});

describe('"no breathing or throat problems" denies problems; it does not say apnoea', () => {
  it.each([
    'Stung on the hand, swollen and itchy, no breathing or throat problems.',
    'Itchy hives on the legs, no breathing, swallowing or tongue problems.',
    'Rash after a new soap, not breathing or swallowing problems, just itchy.',
  ])('"%s"', (symptoms) => {
    const item = form('rash', symptoms);
    expect(readCaseFacts(item).vitals.agonalOrApneic).toBeUndefined();
    expect(analyzeCase(item).esi).toBeGreaterThan(2);
  });

  it('while "not breathing and no pulse" is still a cardiac arrest', () => {
    expect(
      analyzeCase(form('collapse', 'Found on the floor, not breathing and no pulse, CPR started.')).esi,
    ).toBe(1);
  });
});

describe('peeling skin alone is not Stevens-Johnson syndrome', () => {
  it.each([
    'Itchy, cracked, peeling skin between the toes for a month.',
    'Sunburn from last week, now the skin on my shoulders is peeling.',
  ])('"%s"', (symptoms) => {
    expect(flagIds(form('skin', symptoms))).not.toContain('sjs-ten');
  });

  it('while skin coming off in sheets, or peeling with mouth sores and fever on a new drug, is', () => {
    expect(
      flagIds(form('rash', 'Started allopurinol, now the skin is coming off in sheets on his back.')),
    ).toContain('sjs-ten');
    expect(
      flagIds(
        form('rash', 'Fever, peeling skin on the chest and sores in the mouth since starting lamotrigine.'),
      ),
    ).toContain('sjs-ten');
  });
});

describe('chest wall pain in an adult under 45 without cardiac risk', () => {
  const chestWall =
    'Sharp pain over the breastbone since a chesty cough, hurts when he presses on it, no sweating.';

  it('is not read as an acute coronary syndrome, and needs an ECG alone', () => {
    const result = analyzeCase(form('chest pain', chestWall));
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('acute-coronary-syndrome');
    expect(result.scores.esi.resources).toEqual(['ecg']);
    expect(result.esi).toBe(4);
  });

  it('near-miss: a father who died of a heart attack keeps the full work-up', () => {
    const result = analyzeCase(form('chest pain', `${chestWall} My dad died of a heart attack at 50.`));
    expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['ecg', 'labs']));
  });

  it('near-miss: at 50 the same story keeps the ECG and the blood tests', () => {
    expect(analyzeCase(form('chest pain', chestWall, '', '50')).scores.esi.resources).toEqual(
      expect.arrayContaining(['ecg', 'labs']),
    );
  });
});
