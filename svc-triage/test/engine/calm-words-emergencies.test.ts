import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * Emergencies as a short description tells them, without a monitor: breaths too few to live on, an infant
 * whose breathing keeps stopping, a patient who barely responds, a packet of tablets named by the drug, a
 * bleed and the shock it causes in the skin, too breathless to speak, the reliever that no longer works, a
 * tongue too big for the mouth, a bleed late in pregnancy or after a tonsillectomy, and a blow to the eye
 * that blurs it. Each beside the near-miss that must not be read the same way.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'male' });
const esiOf = (...args: Parameters<typeof form>) => analyzeCase(form(...args)).esi;

describe('breathing too little to live on, as a parent or a bystander says it', () => {
  it.each([
    ['my grandad collapsed', "He's barely breathing, his lips are blue.", '81'],
    ['baby floppy', 'She went limp in the cot and is making little gasps now and then.', '7 months'],
  ])('"%s: %s" is ESI 1', (complaint, symptoms, age) => {
    expect(esiOf(complaint, symptoms, '', age)).toBe(1);
  });

  it('near-miss: "I can barely breathe" is the breathless patient speaking, not agonal breathing', () => {
    expect(
      readCaseFacts(form('short of breath', 'I can barely breathe when I walk upstairs.')).vitals
        .agonalOrApneic,
    ).toBeUndefined();
  });
});

describe('an infant whose breathing keeps stopping is apnoeic now (decision point A)', () => {
  it.each([
    'Chesty cold for two days, now his breathing keeps pausing and he goes dusky each time.',
    'Day 4 of bronchiolitis, recurrent apnoeas on the ward monitor at the GP, sucking in under the ribs.',
  ])('"%s" is ESI 1', (symptoms) => {
    expect(esiOf('breathing problem', symptoms, '', '10 weeks')).toBe(1);
  });

  it('near-miss: one pause that is over, in a baby well since, is a brief resolved event (ESI 2)', () => {
    expect(
      esiOf(
        'went blue at home',
        'Went blue round the mouth for about 10 seconds while feeding this morning, pink and feeding well since.',
        '',
        '6 weeks',
      ),
    ).toBe(2);
  });

  it('near-miss: an adult whose breathing pauses in his sleep is not an infant in apnoea', () => {
    expect(
      esiOf('snoring', 'Wife says his breathing keeps pausing at night when he snores.'),
    ).toBeGreaterThan(2);
  });
});

describe('a patient who barely responds has an altered mental status', () => {
  it.each([
    'She is barely responding to us since lunchtime.',
    'He hardly wakes even when we lift him.',
    'Only rousable to loud voice, mumbling.',
  ])('"%s"', (symptoms) => {
    expect(readCaseFacts(form('drowsy', symptoms)).mentalStatus.altered).toBe(true);
  });
});

describe('an overdose told by the amount and the drug, not the word "overdose"', () => {
  it.each([
    'She swallowed a whole box of her sertraline after a row with her boyfriend.',
    'He took all his mum’s tramadol about two hours ago.',
    'Took a strip of paracetamol this morning, feels sick.',
  ])('"%s" is an overdose (ESI 2)', (symptoms) => {
    const item = form('tablets', symptoms, '', '17', 'female');
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a bottle of water taken with the morning tablets is not an overdose', () => {
    expect(
      flagIds(form('headache', 'Took a bottle of water with my tablets and the headache is still there.')),
    ).not.toContain('overdose-poisoning');
  });

  it('a fit after the overdose is ESI 1', () => {
    expect(
      esiOf('overdose', 'Took about 30 of his amitriptyline, then had a seizure in the ambulance.', '', '34'),
    ).toBe(1);
  });

  it('near-miss: known epilepsy with no fit today keeps the overdose at ESI 2', () => {
    expect(
      esiOf(
        'overdose',
        'Took 20 of her lamotrigine tablets an hour ago; has a seizure disorder, no fit today, talking.',
        '',
        '28',
      ),
    ).toBe(2);
  });
});

describe('bleeding and the shock it causes, without a blood pressure', () => {
  it.each([
    [
      'stabbed',
      'Stab wound to the thigh, large blood loss before the crew arrived, now agitated and not making sense.',
    ],
    [
      'cut wrist on glass',
      'Blood spurting from the wrist through the tea towel, he says he is freezing and light-headed.',
    ],
  ])('"%s: %s" is ESI 1', (complaint, symptoms) => {
    expect(esiOf(complaint, symptoms)).toBe(1);
  });

  it('a known aneurysm with back pain and mottled skin is ESI 1; alert and pink it is ESI 2', () => {
    expect(
      esiOf('back pain', 'Known AAA, sudden tearing back pain, mottled legs and drowsy.', '', '74'),
    ).toBe(1);
    expect(
      esiOf('back pain', 'Known AAA, sudden back pain an hour ago, alert, warm and pink.', '', '74'),
    ).toBe(2);
  });
});

describe('too breathless to speak', () => {
  it('pulmonary oedema in a patient who can only say a few words is ESI 1', () => {
    const item = form(
      'breathless',
      'Heart failure, woke gasping for air, bringing up pink frothy phlegm and can only say a few words at a time.',
      '',
      '80',
      'female',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: "felt like I was drowning" is breathlessness, not a near drowning', () => {
    expect(
      presentationIds(form('breathless', 'Woke up feeling like I was drowning, better sitting up.')),
    ).not.toContain('near-drowning');
  });

  it('asthma still tight after the reliever again and again is ESI 2', () => {
    expect(
      esiOf('asthma', 'Had 12 puffs of my ventolin since tea time and still wheezy and tight.', '', '19'),
    ).toBe(2);
  });

  it('near-miss: two puffs that helped are not an attack that fails its reliever', () => {
    expect(
      esiOf('asthma', 'Took 2 puffs of my inhaler, feel better now, wanted a check.', '', '19'),
    ).toBeGreaterThan(2);
  });
});

describe('a threatened airway in a relative’s words', () => {
  it('a tongue that has got huge with a whistle on breathing in is ESI 1', () => {
    expect(
      esiOf(
        'swollen mouth',
        'On ramipril, his tongue has got massive and there is a whistling noise when he breaths in.',
        '',
        '66',
      ),
    ).toBe(1);
  });

  it('swelling under both sides of the jaw after a bad tooth, hard to swallow, is Ludwig’s angina (ESI 2)', () => {
    const item = form(
      'jaw swelling',
      'Rotten back tooth for a week; now under her chin is swollen and hard and it is difficult to swallow.',
      'T 38.4',
      '29',
      'female',
    );
    expect(flagIds(item)).toContain('ludwig-angina');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('bleeding late in pregnancy and after a tonsillectomy', () => {
  it('bright red bleeding at 32 weeks, told without the word vaginal, is an antepartum haemorrhage (ESI 2)', () => {
    const item = form(
      'bleeding',
      "I'm 32 weeks, suddenly started bleeding and it went through my knickers.",
      '',
      '27',
      'female',
    );
    expect(flagIds(item)).toContain('antepartum-hemorrhage');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: bright red blood from piles at 32 weeks is not an antepartum haemorrhage', () => {
    expect(
      flagIds(
        form(
          'piles',
          "I'm 32 weeks, bright red blood on the paper from my piles after a poo.",
          '',
          '27',
          'female',
        ),
      ),
    ).not.toContain('antepartum-hemorrhage');
  });

  it('fresh blood a week after a tonsillectomy is ESI 2 even when it has settled; with shock, ESI 1', () => {
    expect(
      esiOf(
        'throat',
        'Tonsillectomy 8 days ago, coughed up some fresh blood this morning, stopped now.',
        '',
        '31',
      ),
    ).toBe(2);
    expect(
      esiOf(
        'throat bleeding',
        'Had her tonsils out 5 days ago, spitting blood, pale and clammy.',
        '',
        '9',
        'female',
      ),
    ).toBe(1);
  });

  it('near-miss: a tonsillectomy in childhood does not make a nosebleed a post-operative bleed', () => {
    expect(
      flagIds(form('nosebleed', 'Nosebleed for 10 minutes, stopped with pressure.', '', '40', 'female')),
    ).not.toContain('post-tonsillectomy-haemorrhage');
    expect(
      flagIds({ ...form('nosebleed', 'Nosebleed, stopped.'), medicalHistory: 'tonsillectomy aged 6' }),
    ).not.toContain('post-tonsillectomy-haemorrhage');
  });
});

describe('a blow to the eye', () => {
  it('that blurs the sight in that eye needs imaging and an ophthalmologist (ESI 3)', () => {
    expect(
      esiOf('eye injury', 'Hit in the eye by a tennis ball, the sight in that eye has gone misty.', '', '16'),
    ).toBe(3);
  });

  it('near-miss: a black eye that sees normally needs neither', () => {
    expect(
      esiOf('eye injury', 'Hit in the eye by a tennis ball, bruised, vision is normal.', '', '16'),
    ).toBeGreaterThan(3);
  });
});
