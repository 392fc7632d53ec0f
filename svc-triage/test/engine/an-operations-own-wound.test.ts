import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An operation's wound, its clips and its dressing are the operation's, not a new cut to repair: the
 * post-operative presentation explains them (NICE NG125), unless the case tells of a new injury. A joint
 * replacement's wound that is red or feverish is seen by the orthopaedic team, and a serous ooze from a
 * closed wound that is not infected is redressed.
 */
const older = caseFormMaker({ patientAge: '74', gender: 'female' });
const adult = caseFormMaker({ patientAge: '58', gender: 'male' });

it('a pink ooze on the dressing of a knee replacement, wound closed and not red, is redressed: ESI 5', () => {
  const item = older(
    'Knee wound dressing stained overnight',
    'Right TKR 10 days ago. Dressing stained with pinkish fluid overnight. Wound intact, clips in, no gaping, no redness or pus, calf soft.',
    'HR 78, BP 142/80, RR 16, SpO2 97%, T 36.6',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('a red knee-replacement wound with a temperature is seen by the orthopaedic team, with bloods: ESI 3', () => {
  const item = older(
    'Knee wound red, temp',
    'L TKR 6/7 ago. Serous ooze + redness around lower third of incision 2/7, T 38.0 at home. Pain 4/10.',
    'T 37.9, HR 88, BP 148/82, RR 16, SpO2 96% RA',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'specialtyConsultation']));
  expect(resourcesOf(item)).not.toContain('simpleProcedure');
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('a clean, dry wound five days after a knee replacement is not a laceration', () => {
  const item = adult(
    'Lt big toe pain - 5 days after knee op',
    'Rt TKR 5/7 ago. Since last night Lt big toe red hot swollen, same as previous gout attacks. Afebrile. Knee wound clean, dry.',
    'T 36.9 HR 82 BP 148/88',
  );
  expect(presentationIds(item)).not.toContain('laceration');
  expect(resourcesOf(item)).not.toContain('simpleProcedure');
});

it('pink skin around the clips of a hernia repaired eleven days ago is the operation’s, not a cut', () => {
  const item = adult(
    'Red skin around a couple of wound clips',
    "I had my hernia by my tummy button repaired eleven days ago and the clips are due out tomorrow. Around two of the clips the skin's gone pink. No pus, no fever, I feel fine.",
    'temp 36.8, pulse 76',
  );
  expect(presentationIds(item)).toContain('post-operative-problem');
  expect(presentationIds(item)).not.toContain('laceration');
  expect(resourcesOf(item)).not.toContain('simpleProcedure');
});

it('a new cut from a knife, weeks after a knee replacement, is still repaired', () => {
  const item = adult(
    'Cut hand',
    'Cut my hand on a kitchen knife an hour ago, 3 cm gaping wound on the palm. Had my knee replaced six weeks ago, recovering well.',
    'HR 80 BP 130/80',
  );
  expect(presentationIds(item)).toContain('laceration');
  expect(resourcesOf(item)).toContain('simpleProcedure');
});
