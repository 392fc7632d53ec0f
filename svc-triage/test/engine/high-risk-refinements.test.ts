import { analyzeCase } from '../../src/domain/engine';
import { readAvpu } from '../../src/domain/engine/reading/consciousness.reader';
import { caseFormMaker, flagIds } from './support/case-forms';

const form = caseFormMaker({ patientAge: '35', gender: 'male' });

describe('a cut a tool or a slip made is an injury, not self-harm', () => {
  it.each([
    'Cut his thigh with a chainsaw while clearing trees; bleeding controlled with a bandage.',
    'She cut her forearm on a broken glass while washing up.',
    'Cut himself on the angle grinder at work, 3 cm wound on the hand.',
    'Cut my arm on a sheet of metal I was carrying, clean cut 4 cm.',
    'Cut his leg on a piece of sharp steel on the building site.',
    'Cut my leg on something in the flood water, deep cut about 3 inches.',
    'Cut my leg, caught my calf on barbed wire in the hedge.',
  ])('%s', (symptoms) => {
    expect(flagIds(form('laceration', symptoms, 'BP 128/78 HR 84'))).not.toContain('suicide-risk');
  });

  it.each([
    'Cut her arms with a razor blade last night after an argument; says she wanted it all to stop.',
    'Has been cutting himself on the thighs; friends worried.',
  ])('near-miss: %s', (symptoms) => {
    expect(flagIds(form('cuts to arms', symptoms, 'BP 118/70 HR 90', '17', 'female'))).toContain(
      'suicide-risk',
    );
  });
});

describe('bleeding that does not stop in a patient who is shocked needs haemorrhage control now', () => {
  it.each([
    'Glass cut to the wrist, blood pumping out through the towel, he is grey and clammy and slow to answer.',
    'Arterial bleeding from the groin wound, soaked through two dressings, pale and cold.',
  ])('%s is ESI 1', (symptoms) => {
    expect(analyzeCase(form('bleeding', symptoms)).esi).toBe(1);
  });

  it('near-miss: a spurting finger cut stopped with pressure in a well patient is not ESI 1', () => {
    const result = analyzeCase(
      form(
        'finger cut',
        'Spurted at first, stopped with 10 minutes of pressure, alert and well.',
        'BP 130/80 HR 82',
      ),
    );
    expect(result.esi).toBeGreaterThan(1);
  });
});

describe('abnormal posturing and a limb moved only to pain are P on AVPU', () => {
  it.each([
    'eyes closed, extends both arms to pain',
    'withdraws his leg to a painful stimulus only',
    'decerebrate posturing noted by the crew',
  ])('%s', (text) => {
    expect(readAvpu(text)).toBe('P');
  });

  it('near-miss: "flexes her knee with pain when walking" is no response to a stimulus', () => {
    expect(readAvpu('she flexes her knee with pain when walking')).toBeUndefined();
  });
});

describe('ectopic pregnancy: who is at risk, said in a patient’s words', () => {
  const woman = (symptoms: string, vitals = '', chiefComplaint = 'tummy pain') =>
    form(chiefComplaint, symptoms, vitals, '29', 'female');

  it('a late period, a positive home test, one-sided pain and nearly fainting is ESI 2', () => {
    const item = woman(
      'My period is two weeks overdue and the home test came back positive. Now a stabbing pain low on the left and I went dizzy on the stairs.',
    );
    expect(flagIds(item)).toContain('ectopic-pregnancy');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: light bleeding with mild central cramps in a well woman at 7 weeks is a threatened miscarriage', () => {
    const item = woman(
      '7 weeks pregnant, light spotting since this morning with mild period-like cramps in the middle, no dizziness.',
      'BP 118/72 HR 78',
    );
    expect(flagIds(item)).not.toContain('ectopic-pregnancy');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: bleeding with clots and crampy central lower abdominal pain 4/10 at 9 weeks, well, is ESI 3', () => {
    const item = woman(
      '9 weeks by dates, positive home test. Vaginal bleeding since this morning, heavier than a period with small clots, crampy central lower abdominal pain 4/10. No shoulder-tip pain, no dizziness. Looks well.',
      'HR 86, BP 122/74',
      'Bleeding and cramping in early pregnancy',
    );
    expect(flagIds(item)).not.toContain('ectopic-pregnancy');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('but crampy pain low on the left side at 9 weeks is still an ectopic to rule out', () => {
    const item = woman(
      '9 weeks pregnant, spotting, crampy pain low on the left side since last night.',
      'HR 84',
    );
    expect(flagIds(item)).toContain('ectopic-pregnancy');
  });

  it('near-miss: vomiting and light-headed on standing at 10 weeks, without pain or bleeding, is not an ectopic', () => {
    expect(
      flagIds(
        woman(
          '10 weeks pregnant, vomiting everything for two days, light-headed when I stand up.',
          '',
          'vomiting in pregnancy',
        ),
      ),
    ).not.toContain('ectopic-pregnancy');
  });
});

describe('aortic dissection needs the pain features of dissection', () => {
  it('epigastric pain through to the back after drinking, with vomiting, is not a dissection picture', () => {
    expect(
      flagIds(
        form(
          'epigastric pain',
          'Epigastric pain radiating to the back since last night, vomiting, drinks heavily.',
          'BP 136/84 HR 96',
        ),
      ),
    ).not.toContain('aortic-dissection');
  });

  it.each([
    ['chest pain', 'Central chest pain radiating to the back between the shoulder blades.'],
    ['back pain', 'Sudden severe pain in the back, worst at the start, radiating to the back of his chest.'],
    ['abdominal pain', 'Tearing abdominal pain that came on suddenly.'],
  ])('near-miss: %s — %s', (chiefComplaint, symptoms) => {
    expect(flagIds(form(chiefComplaint, symptoms, 'BP 170/100 HR 104', '64'))).toContain('aortic-dissection');
  });
});

describe('ketoacidosis needs more than trace ketones', () => {
  const diabetic = (symptoms: string) => ({
    ...form('high sugars', symptoms, 'BP 130/80 HR 92 RR 18', '58', 'female'),
    medicalHistory: 'type 2 diabetes',
  });

  it('glucose 16 mmol/L with trace urine ketones, vomiting twice, alert', () => {
    expect(
      flagIds(diabetic('Vomited twice, glucose 16 mmol/L, urine ketones trace, alert and talking.')),
    ).not.toContain('dka-hhs');
  });

  it.each([
    'Vomiting, glucose 22 mmol/L, urine ketones 3+.',
    'Vomiting, glucose 19 mmol/L, blood ketones 4.2.',
    'Vomiting and abdominal pain, glucose 25, ketones large.',
  ])('near-miss: %s', (symptoms) => {
    expect(flagIds(diabetic(symptoms))).toContain('dka-hhs');
  });
});

describe('septic arthritis is high risk when the patient is systemically unwell', () => {
  it.each([
    [
      'limp',
      'Limping for a day with a temperature of 38.3, happy and playing on the trolley.',
      'HR 112 RR 22 T 38.3',
      '6',
    ],
    [
      'knee swelling',
      'Left knee hot, red and swollen for two days, feels feverish, otherwise well.',
      'BP 132/80 HR 92 T 38.1',
      '52',
    ],
  ])(
    'a stable patient with %s and fever is worked up, not ESI 2',
    (chiefComplaint, symptoms, vitals, age) => {
      const item = form(chiefComplaint, symptoms, vitals, age);
      expect(flagIds(item)).not.toContain('septic-arthritis');
      expect(analyzeCase(item).esi).toBe(3);
    },
  );

  it.each([
    ['knee swelling', 'Knee hot and swollen, fever and rigors since yesterday.', 'HR 104 T 38.6', '60'],
    ['limp', 'Refuses to bear weight, fever 39.4, looks unwell.', 'HR 150 T 39.4', '6'],
    ['hip pain', 'Painful swollen hip replacement, fever.', 'HR 96 T 38.2', '74'],
  ])('near-miss: %s — %s', (chiefComplaint, symptoms, vitals, age) => {
    expect(flagIds(form(chiefComplaint, symptoms, vitals, age))).toContain('septic-arthritis');
  });
});

describe('severe pain of a limb that looks broken is ESI 2', () => {
  it('a leg shortened and externally rotated after a fall at 81, pain 9/10 despite morphine', () => {
    const result = analyzeCase(
      form(
        'fall, hip pain',
        'Fell at home, leg shortened and externally rotated, pain 9/10 despite morphine from the crew.',
        'BP 152/84 HR 90',
        '81',
        'female',
      ),
    );
    expect(result.esi).toBe(2);
  });

  it('near-miss: an angulated forearm at 4/10 after ibuprofen is worked up and reduced: ESI 3', () => {
    const result = analyzeCase(
      form(
        'arm injury',
        'Fell off a trampoline, obvious bend in the forearm, pain 4/10 after ibuprofen, fingers pink.',
        'HR 98',
        '10',
      ),
    );
    expect(result.esi).toBe(3);
  });

  it('near-miss: a sprained ankle at 8/10 with no deformity is not made ESI 2 by its pain', () => {
    const result = analyzeCase(
      form(
        'ankle injury',
        'Rolled her ankle playing netball, swollen on the outside, pain 8/10, no deformity.',
        'HR 84',
        '24',
        'female',
      ),
    );
    expect(result.esi).toBeGreaterThan(2);
  });
});

describe('words of a mishap read only in that sense, so that self-harm is not explained away', () => {
  it.each([
    'Cut her arms last night after she fell out with her boyfriend.',
    'Her mum saw the cuts this morning; she cut her forearms with a razor.',
    'Dropped out of college, has been cutting herself on the thighs.',
    'Slipped out of the house at night and cut her wrists.',
  ])('%s', (symptoms) => {
    expect(flagIds(form('cuts to arms', symptoms, 'BP 118/72 HR 88', '17', 'female'))).toContain(
      'suicide-risk',
    );
  });
});
