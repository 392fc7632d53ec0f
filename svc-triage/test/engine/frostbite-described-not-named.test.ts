import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * Frostbite told without its name: fingers white, grey, hard and numb, or blistering, after a night on a
 * mountain, minus temperatures or a lost glove. It is a cold injury with its analgesia, imaging and
 * specialist for deep frostbite (ESI 3 when warm and alert), not an artery blocked by a clot.
 */
const form = caseFormMaker({ patientAge: '36', gender: 'male' });

it.each([
  [
    'Fingers white, numb and hard after a night out on the mountain',
    "Got lost and had to sit the night out - minus eight and I lost a glove. Three fingers are white-grey and hard, can't feel them. Warm now, stopped shivering, thinking straight. Pain 5/10.",
    '',
  ],
  [
    'my fingers went white and hard on a mountain and now they are blistering',
    'Ice climbing yesterday, lost a glove for a few hours at minus 15. Fingertips went white, hard and numb; now purple and swollen with big blisters, one dark blood blister. Throbbing 6/10.',
    'thermometer 36.7, watch pulse 84',
  ],
  [
    'Numb white fingers',
    'Stuck on hill overnight, several fingers both hands white, hard and numb. Alert, shivering stopped.',
    'T 36.1 HR 92 BP 138/84 RR 16 SpO2 97%',
  ],
])('"%s" is frostbite (ESI 3)', (chiefComplaint, symptoms, vitals) => {
  const item = form(chiefComplaint, symptoms, vitals);
  expect(presentationIds(item)).toContain('frostbite');
  expect(flagIds(item)).not.toContain('acute-limb-ischemia');
  expect(analyzeCase(item).esi).toBe(3);
});

describe('frostnip: white and numb in the snow, pink and moving again once warm', () => {
  it.each([
    'Out in the snow all afternoon with wet gloves. My fingertips went white and numb. Indoors an hour, they went red and tingly and ache a bit. No blisters, they look normal colour now and I can move them all fine.',
    'Sledging in the snow for hours, fingers went white and numb; colour came back once warmed up, no blisters.',
  ])('"%s" is no limb ischaemia and needs no resources (ESI 5)', (symptoms) => {
    const item = form('fingers went white and numb in the snow', symptoms, '', '15');
    expect(flagIds(item)).not.toContain('acute-limb-ischemia');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: fingers still white and numb after rewarming are frostbite (ESI 3)', () => {
    const item = form(
      'fingers white and numb',
      'Out in the snow all day with wet gloves, two fingertips still white and numb after an hour indoors, pain 5/10.',
      '',
    );
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('chilblains told, not named', () => {
  it.each([
    [
      'Itchy, purple swollen toes since the cold weather started',
      'Itchy, burning, red-purple swellings on several toes of both feet for a week, since the cold spell began. No blisters, pulses present. Discomfort 2/10.',
    ],
  ])('%j: chilblains, no resources (ESI 5)', (complaint, symptoms) => {
    const item = form(complaint, symptoms, '', '66', 'female');
    expect(presentationIds(item)).toContain('frostbite');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a purple, swollen, painful toe after a stubbing is no chilblain', () => {
    expect(
      presentationIds(form('toe injury', 'Stubbed it on the door, now a purple swollen toe, very painful.')),
    ).not.toContain('frostbite');
  });
});

it('"nothing else injured" denies an injury', () => {
  const item = form('cut finger', 'Cut his finger on a knife, nothing else injured.', '');
  expect(analyzeCase(item).redFlags.map((flag) => flag.id)).not.toContain('open-fracture-neurovascular');
});

it('near-miss: a cold, white, numb hand at home in a man with atrial fibrillation is limb ischaemia', () => {
  const item = {
    ...form('cold hand', 'Sudden cold white numb left hand an hour ago at home.', 'HR 110 irregular'),
    medicalHistory: 'AF',
  };
  expect(flagIds(item)).toContain('acute-limb-ischemia');
});
