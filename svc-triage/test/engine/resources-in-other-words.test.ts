import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Decision point C read from the words a case is written in: what makes a work-up (and what does not),
 * each beside its near-miss.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'female' });
const withHistory = (item: ReturnType<typeof form>, medicalHistory: string) => ({ ...item, medicalHistory });

describe('shorthand for treatment already given', () => {
  it('"PO abx" that failed makes spreading cellulitis IV antibiotics with bloods (ESI 3)', () => {
    const item = form('red leg', 'L shin redness spreading x2d despite PO abx from GP.', 'HR 90 T 37.8');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('a child’s dehydration in a parent’s words', () => {
  it.each([
    'He has been sick since Sunday. He is hardly drinking and his lips are dry.',
    'Being sick for two days, only one wee today, tired but watching telly.',
  ])('"%s" needs IV fluids', (symptoms) => {
    expect(resourcesOf(form('vomiting', symptoms, 'HR 104 T 37.6', '5'))).toContain('ivFluids');
  });

  it('near-miss: drinking well between the vomits needs no drip', () => {
    const item = form(
      'vomiting',
      'Sick twice this morning, drinking well, plenty of wet nappies.',
      'HR 100',
      '5',
    );
    expect(resourcesOf(item)).not.toContain('ivFluids');
  });
});

describe('an injury named after how it happened', () => {
  it('"came off her scooter" with a deformed wrist and a gaping chin cut: X-ray and repair (ESI 3)', () => {
    const item = form(
      'fell off scooter',
      'Came off at low speed, helmet on. Deformed left wrist, 2 cm gaping chin laceration. No head injury.',
      'HR 88 BP 122/76',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a fall from the bike with a graze only needs no repair', () => {
    const item = form('fell off bike', 'Grazed her knee, superficial, walking normally.', 'HR 80');
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });
});

describe('a nail through a boot', () => {
  it('"a nail that went through his boot" is X-rayed for a retained fragment', () => {
    expect(
      resourcesOf(
        form('nail in foot', 'Stood on a nail that went through his boot into the sole, nail out now.'),
      ),
    ).toContain('xray');
  });
});

describe('a first seizure said after the fact', () => {
  it('"... lasting a minute, her first ever" is imaged as a first seizure', () => {
    const item = form(
      'had a fit',
      'Witnessed generalised seizure lasting a minute at home, her first ever. Now fully alert and back to normal.',
      'HR 84 BP 128/80',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});

describe('an early pregnancy, in weeks said in words', () => {
  it('spotting at "eleven weeks" with a scan already showing the pregnancy is no antepartum haemorrhage', () => {
    const item = form(
      'spotting in pregnancy',
      "I'm eleven weeks, the scan last week showed the baby in the womb. A little brown spotting this morning, no pain.",
      'BP 112/70 HR 76',
      '29',
    );
    expect(flagIds(item)).not.toContain('antepartum-hemorrhage');
  });

  it('a pregnancy test wanted with nothing wrong needs no resources (ESI 5)', () => {
    const item = form(
      'wants a pregnancy test',
      'Period two weeks late, would like to know if she is pregnant. No pain, no bleeding.',
      'HR 70 BP 112/70',
      '25',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a pregnancy test wanted with one-sided pain is worked up', () => {
    const item = form(
      'wants a pregnancy test',
      'Period three weeks late, would like to know if she is pregnant. Right-sided lower abdominal pain since last night.',
      'HR 82 BP 118/72',
      '25',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });
});

describe('blood on the paper', () => {
  it('red streaks on the toilet paper are not cellulitis', () => {
    expect(
      presentationIds(
        form('bleeding from bottom', 'Red streaks on the toilet paper after straining.', '', '70'),
      ),
    ).not.toContain('cellulitis');
  });

  it.each([
    ['coughing up blood', 'A few red streaks in the phlegm after coughing fits.'],
    ['vomiting', 'Retching all night, now red streaks in the sick.'],
    ['blood in urine', 'Red streaks in her wee this morning, stinging.'],
  ])('"%s" with red streaks in what was brought up or passed is not cellulitis', (complaint, story) => {
    expect(presentationIds(form(complaint, story))).not.toContain('cellulitis');
  });

  it('near-miss: red streaks up the arm from a cut are', () => {
    expect(
      presentationIds(form('infected cut', 'Red streaks spreading up the forearm from a cut.')),
    ).toContain('cellulitis');
  });

  it('known piles bleeding as before, at 72, need no blood tests', () => {
    const item = withHistory(
      form(
        'rectal bleeding',
        'Streaks of bright red blood on the paper, known piles, same as before.',
        'HR 72',
        '72',
      ),
      'haemorrhoids',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('near-miss: the same streaks with a change in bowel habit at 72 are worked up', () => {
    const item = form(
      'rectal bleeding',
      'Streaks of bright red blood on the paper, known piles, same as before, but a change in bowel habit.',
      'HR 72',
      '72',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});

describe('a cancer in remission', () => {
  const feverAndCough = form(
    'fever and cough',
    'Productive cough three days, fever last night.',
    'HR 92 T 38.3',
    '58',
  );

  it('with no treatment since is no neutropenic risk', () => {
    expect(
      flagIds(withHistory(feverAndCough, 'Hodgkin lymphoma 2015, in remission, no treatment since')),
    ).not.toContain('neutropenic-sepsis');
  });

  it('near-miss: lymphoma on treatment is', () => {
    expect(flagIds(withHistory(feverAndCough, 'lymphoma, chemotherapy cycle 3 last week'))).toContain(
      'neutropenic-sepsis',
    );
  });
});

describe('an animal scratch', () => {
  it('is cared for as a bite: a superficial cat scratch needs no resources', () => {
    const item = form('cat scratch', 'Scratched by her cat on the hand, superficial, bleeding stopped.');
    expect(presentationIds(item)).toContain('bite');
    expect(resourcesOf(item)).toEqual([]);
  });
});

describe('an older adult’s fall with its cause', () => {
  const wrist = (symptoms: string) => form('fell on wrist', symptoms, 'BP 140/80 HR 74', '79', 'male');

  it('a slip on the wet path with a sore wrist, nothing else: the X-ray only (ESI 4)', () => {
    const item = wrist(
      'Slipped on the wet path and landed on his hand. Wrist swollen, fingers fine, did not hit his head.',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it.each([
    'Felt dizzy, then slipped on the path and landed on his hand. Wrist swollen.',
    'Does not remember falling, found on the floor by his wife. Wrist swollen.',
    'Tripped over the step and hit his head, wrist swollen.',
  ])('near-miss: "%s" keeps the search for a cause', (symptoms) => {
    expect(resourcesOf(wrist(symptoms))).toEqual(expect.arrayContaining(['labs']));
  });
});

describe('a nosebleed that stopped and started again', () => {
  it('is packed or cauterised (one resource)', () => {
    const item = form(
      'nosebleed',
      'Right nostril, stopped with pressure then started again twice. Not on thinners.',
      'HR 80',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });

  it('near-miss: one that stopped and stayed stopped is examined only', () => {
    expect(
      resourcesOf(form('nosebleed', 'Bled for ten minutes this morning, stopped with pressure.', 'HR 78')),
    ).not.toContain('simpleProcedure');
  });
});

describe('the usual migraine', () => {
  it('with vomiting is treated parenterally with fluids (ESI 3)', () => {
    const item = form(
      'migraine',
      'Same as her usual migraines, throbbing 7/10 since yesterday, vomited three times.',
      'HR 86',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'ivFluids']));
  });

  it('near-miss: the usual migraine, settling, is oral treatment', () => {
    const item = form(
      'migraine',
      'Same as her usual migraines, mild, settling with her own tablets.',
      'HR 76',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});

describe('a knock to the head with a headache', () => {
  it('is the head injury’s: its rules decide on CT, the headache adds nothing', () => {
    const item = form(
      'hit head',
      'Stood up into a cupboard door, mild headache since, no vomiting, no loss of consciousness.',
      'HR 76 BP 138/82',
      '67',
    );
    expect(presentationIds(item)).not.toContain('headache');
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });
});

describe('an ankle sprain the Ottawa rule clears', () => {
  it('"not tender over the bones" and walking: no X-ray (ESI 5)', () => {
    const item = form(
      'twisted ankle',
      'Went over on her ankle on the stairs, swelling over the outer ligament, not tender over the bones, walked in without help.',
      'HR 78',
      '30',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('near-miss: tender over the tip of the lateral malleolus is X-rayed', () => {
    const item = form(
      'twisted ankle',
      'Went over on her ankle on the stairs, tender over the tip of the lateral malleolus, walked in.',
      'HR 78',
      '30',
    );
    expect(resourcesOf(item)).toContain('xray');
  });
});

describe('a faint while having blood taken', () => {
  it('in a young adult is an ECG only', () => {
    const item = form(
      'fainted',
      'Fainted while having bloods taken at the surgery, felt hot and sick first, came round at once. Well now.',
      'HR 70 BP 114/70',
      '22',
    );
    expect(resourcesOf(item)).toEqual(['ecg']);
  });
});

describe('a minor crash in early pregnancy', () => {
  const crash = (symptoms: string, weeks: string) =>
    form('car accident', `${symptoms} She is ${weeks} weeks pregnant.`, 'HR 86 BP 116/72', '30');

  it('at 13 weeks with abdominal soreness: the pregnancy is checked (labs and a scan), not ESI 2 by itself', () => {
    const item = crash('Rear-ended at low speed, restrained, mild lower abdominal soreness.', '13');
    expect(flagIds(item)).not.toContain('trauma-in-pregnancy');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: at 28 weeks the same crash is high risk (ESI 2)', () => {
    const item = crash('Rear-ended at low speed, restrained, mild lower abdominal soreness.', '28');
    expect(flagIds(item)).toContain('trauma-in-pregnancy');
  });

  it('near-miss: a kick to the abdomen at 12 weeks is high risk', () => {
    const item = form(
      'assault',
      'Kicked in the stomach by her partner. She is 12 weeks pregnant.',
      'HR 88',
      '26',
    );
    expect(flagIds(item)).toContain('trauma-in-pregnancy');
  });
});
