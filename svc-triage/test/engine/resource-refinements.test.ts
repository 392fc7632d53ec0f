import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf, presentationIds } from './support/case-forms';

const form = caseFormMaker({ patientAge: '34', gender: 'female' });

describe('decision point C: a cut from a blade is repaired without an X-ray of the limb', () => {
  it('a clean knife cut on the forearm: sutures only, ESI 4', () => {
    const item = form(
      'cut arm',
      'Knife slipped while slicing bread, 2 cm clean cut on the forearm, moves the hand normally.',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it.each([
    'Fell onto a broken bottle, cut across the palm, glass may still be in it.',
    'Punched a window, cut knuckles and the hand is swollen.',
  ])('near-miss: %s — an X-ray as well', (symptoms) => {
    expect(resourcesOf(form('hand injury', symptoms))).toContain('xray');
  });
});

describe('decision point C: splinters, grazes and nail-fold abscesses', () => {
  it('a small wooden splinter whose end can be seen comes out with tweezers: no resources', () => {
    const item = form(
      'splinter',
      'Small splinter in my palm from a wooden spoon, I can see the end of it sticking out.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a wood splinter deep under the nail is removed under a block, without an X-ray', () => {
    expect(
      resourcesOf(
        form('splinter under nail', 'Wooden splinter driven deep under the fingernail, cannot get it out.'),
      ),
    ).toEqual(['simpleProcedure']);
  });

  it('near-miss: a glass fragment in the foot is X-rayed and removed', () => {
    expect(
      resourcesOf(form('glass in foot', 'Stepped on a glass, a fragment of glass is still in the heel.')),
    ).toEqual(expect.arrayContaining(['simpleProcedure', 'xray']));
  });

  it('a grazed knee with a little grit in it is cleaned and dressed: ESI 5', () => {
    expect(
      analyzeCase(
        form('grazed knee', 'Fell off my scooter, grazed knee with some grit in it, bleeding stopped.'),
      ).esi,
    ).toBe(5);
  });

  it('grazes after a fall that a stranger fears are "broken something", no bony tenderness: ESI 5', () => {
    const item = form(
      "fell off skateboard - 'blood everywhere'",
      "Stranger: 'there's blood everywhere, I think he's broken something!' Slipped off at low speed, superficial grazes both palms and elbow, full movement, no bony tenderness.",
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: road rash with gravel ground into the cheek needs it removed', () => {
    expect(
      resourcesOf(form('facial abrasion', 'Came off his motorbike, gravel ground in to the cheek.')),
    ).toContain('simpleProcedure');
  });

  it('pus beside a thumbnail is a paronychia, drained: one resource, not a joint work-up', () => {
    const item = form(
      'swollen thumb',
      'Red painful swelling beside the left thumbnail for 4 days, pus under the skin, no fever.',
      'T 36.9',
    );
    expect(presentationIds(item)).toContain('abscess');
    expect(presentationIds(item)).not.toContain('joint-pain-swelling');
    expect(analyzeCase(item).esi).toBe(4);
  });
});

describe('decision point C: typical flares and familiar headaches are treated by mouth', () => {
  it('a typical flare of known gout without fever: ESI 5', () => {
    const item = form(
      'toe pain',
      'Known gout, usual flare in the right big toe since last night, no fever, no injury, walking with a limp.',
      'T 37.0',
      '58',
      'male',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: a first hot swollen big toe is investigated', () => {
    expect(
      resourcesOf(
        form(
          'toe pain',
          'First time, hot swollen big toe joint since this morning, no injury.',
          'T 37.4',
          '58',
          'male',
        ),
      ).length,
    ).toBeGreaterThan(0);
  });

  it('a tension headache like her usual ones, 4/10: no resources', () => {
    expect(
      resourcesOf(
        form(
          'headache',
          'Band-like headache since the afternoon, same as her usual tension headaches, 4/10.',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: a migraine whose tablets have not worked, with vomiting, needs IV treatment and fluids: ESI 3', () => {
    const item = form(
      'migraine',
      'My migraine has gone on for two days, my tablets haven’t worked and I keep throwing up.',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'ivFluids']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('decision point C: a contact dermatitis is not a blistering eruption to test for', () => {
  it('itchy blisters on the arms after pulling weeds: ESI 5', () => {
    expect(
      resourcesOf(
        form('rash', 'Itchy blistering rash on both forearms after weeding the garden yesterday, no fever.'),
      ),
    ).toEqual([]);
  });

  it('near-miss: blisters spreading with mouth sores after a new antibiotic are tested', () => {
    expect(
      resourcesOf(
        form(
          'rash',
          'Blistering rash spreading over the body with mouth ulcers, started a new antibiotic last week.',
        ),
      ),
    ).toContain('labs');
  });
});

describe('decision point C: the Ottawa ankle rule in a patient’s words', () => {
  it('walked in without a problem and the bony bits do not hurt when pressed: no X-ray', () => {
    expect(
      resourcesOf(
        form(
          'sprained ankle',
          'Went over on my ankle at the park, walked here without a problem and the bony bits don’t hurt when I press them.',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: cannot put weight on it and the bone on the outside is very tender: X-ray', () => {
    expect(
      resourcesOf(
        form(
          'ankle injury',
          'Went over on my ankle, cannot put any weight on it, the bone on the outside is very tender.',
        ),
      ),
    ).toContain('xray');
  });
});

describe('decision point C: a rib injury in a younger adult who breathes easily', () => {
  it('is an X-ray and oral analgesia: ESI 4', () => {
    const item = form(
      'rib pain',
      'Fell against the bath, sore left lower ribs when taking a deep breath, not short of breath.',
      'BP 126/78 HR 80 RR 16 SpO2 98%',
      '41',
      'male',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: at 78 the same injury is imaged by CT with bloods', () => {
    expect(
      resourcesOf(
        form('rib pain', 'Fell against the bath, sore left lower ribs.', 'BP 150/84 HR 84', '78', 'male'),
      ).length,
    ).toBeGreaterThan(1);
  });
});

describe('complaints that were not recognised before', () => {
  it.each([
    [
      'lost a filling',
      'A filling fell out of a back tooth, a bit sensitive to cold, no swelling.',
      'dental-problem',
    ],
    ['flaky scalp', 'Dandruff for months, itchy flaky scalp, not red.', 'other-skin-condition'],
  ])('%s is read and needs no resources', (chiefComplaint, symptoms, presentation) => {
    const result = analyzeCase(form(chiefComplaint, symptoms));
    expect((result.presentations ?? []).map((found) => found.id)).toContain(presentation);
    expect(result.esi).toBe(5);
  });
});

describe('decision point C: a small bleed on a direct oral anticoagulant needs no blood tests', () => {
  it.each([
    [
      'red eye',
      'Bright red patch over the white of the right eye since waking, no pain, vision normal.',
      'apixaban 5 mg bd',
    ],
    [
      'skin tear',
      'Caught her shin on the car door, 4 cm skin tear, oozing controlled with a dressing.',
      'rivaroxaban 20 mg',
    ],
  ])('%s on a DOAC: ESI 5', (chiefComplaint, symptoms, currentMedications) => {
    const item = { ...form(chiefComplaint, symptoms, 'BP 136/80 HR 74', '79'), currentMedications };
    expect(resourcesOf(item)).toEqual([]);
  });

  it.each([
    ['nosebleed', 'Nosebleed for an hour, will not stop with pressure.', 'apixaban'],
    ['skin tear', 'Skin tear on the forearm, oozing controlled with a dressing.', 'warfarin'],
  ])('near-miss: %s on %s is checked', (chiefComplaint, symptoms, currentMedications) => {
    const item = { ...form(chiefComplaint, symptoms, 'BP 136/80 HR 74', '79'), currentMedications };
    expect(resourcesOf(item)).toContain('labs');
  });
});

describe('decision point C: a medicine left behind or lost is a prescription request', () => {
  it.each([
    'Left my inhaler at home on holiday, no wheeze, just need a prescription so I can get another.',
    'I lost my insulin pens on the bus; sugar 9 this morning, feel well, no vomiting.',
  ])('%s', (symptoms) => {
    const result = analyzeCase(form('needs medication', symptoms));
    expect((result.presentations ?? []).map((found) => found.id)).toContain('medication-request');
    expect(result.esi).toBe(5);
  });

  it.each([
    [
      'She broke her insulin pen',
      'Dropped and cracked her only rapid-acting insulin pen at dinner. Well, eating.',
    ],
    ['Inhaler broken', 'Her blue inhaler snapped in her bag, no wheeze, needs another.'],
  ])('a medicine device broken: %j', (complaint, symptoms) => {
    const result = analyzeCase(form(complaint, symptoms));
    expect((result.presentations ?? []).map((found) => found.id)).toContain('medication-request');
    expect(result.esi).toBe(5);
  });
});

describe('decision point C: more of the Ottawa rule and of known arthritis in plain words', () => {
  it('a child who has been walking on it and is not sore on the bony bits: no X-ray', () => {
    expect(
      resourcesOf(
        form(
          'twisted ankle',
          'Went over on his ankle at football, has been walking on it, it is not sore on the bony bits when I press.',
          '',
          '12',
          'male',
        ),
      ),
    ).toEqual([]);
  });

  it('a flare of known, imaged shoulder osteoarthritis at 84: no new X-ray', () => {
    expect(
      resourcesOf(
        form(
          'shoulder pain',
          'Known osteoarthritis of the shoulder on X-ray, flare this week, no fall, no fever.',
          'BP 140/80 HR 70',
          '84',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: a painful swollen shoulder at 84 with no arthritis known is X-rayed', () => {
    expect(
      resourcesOf(
        form(
          'shoulder pain',
          'Painful swollen right shoulder for three days, no fall.',
          'BP 140/80 HR 70',
          '84',
        ),
      ),
    ).toContain('xray');
  });
});

describe('decision point C: a punch to the nose', () => {
  it('an isolated nose injury is examined without an X-ray', () => {
    expect(
      resourcesOf(
        form(
          'punched in the nose',
          'Assaulted, one punch to the nose, nosebleed stopped, nose swollen, no other injuries.',
          '',
          '26',
          'male',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: a punch to the nose and the cheek with double vision is imaged', () => {
    expect(
      resourcesOf(
        form(
          'assault',
          'Assaulted, punched in the nose and left cheek, double vision looking up.',
          '',
          '26',
          'male',
        ),
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('decision point C: her usual period pain', () => {
  it('cramps on the first day of her period, like her usual monthly pain, 4/10: no resources', () => {
    expect(
      resourcesOf(
        form(
          'abdominal cramps',
          'Lower abdominal cramps since this morning, first day of her period, same as her usual monthly pain, 4/10, no vomiting, no fever.',
          'HR 84 T 36.8',
          '15',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: lower abdominal pain on her period unlike her usual pain, with vomiting, is investigated', () => {
    expect(
      resourcesOf(
        form(
          'abdominal pain',
          'Right-sided lower abdominal pain on her period, not like her usual pain, vomiting twice.',
          'HR 104 T 37.9',
          '22',
        ),
      ),
    ).toEqual(expect.arrayContaining(['labs']));
  });
});

describe('a sting’s swelling is not a limb injury', () => {
  it('a forearm red and swollen from wrist to elbow after a bee sting: no X-ray', () => {
    const item = form(
      'bee sting arm swelling',
      'Stung on the forearm yesterday, now red and swollen from wrist to elbow, itchy, no hives, no breathing trouble.',
      'BP 134/80 HR 76',
      '72',
    );
    expect(presentationIds(item)).not.toContain('upper-extremity-injury');
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('near-miss: a swollen wrist after landing on it is a limb injury', () => {
    expect(
      presentationIds(
        form('wrist swelling', 'Landed on her outstretched hand, wrist swollen and sore.', '', '72'),
      ),
    ).toContain('upper-extremity-injury');
  });
});

describe('decision point C: what the development set showed is advice, not tests', () => {
  it('a child with crampy tummy ache, no poo for 4 days, hard pellets, running about: no resources', () => {
    expect(
      resourcesOf(
        form(
          'tummy ache',
          'Crampy tummy ache on and off, 2/10, no poo for 4 days, hard pellets before, eating well, running about.',
          'HR 98 T 36.9',
          '7',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: constipation with a distended tummy and vomiting is investigated', () => {
    expect(
      resourcesOf(
        form('tummy ache', 'No poo for 5 days, tummy distended and vomiting green.', 'HR 130 T 37.4', '7'),
      ).length,
    ).toBeGreaterThan(0);
  });

  it('red urine after beetroot with a dipstick negative for blood: no tests', () => {
    expect(
      resourcesOf(
        form(
          'red urine',
          'Pink urine this morning after a beetroot salad, dipstick negative for blood, no pain.',
          '',
          '66',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: painless visible blood in the urine at 66 is investigated', () => {
    expect(
      resourcesOf(
        form('blood in urine', 'Painless red urine with small clots since this morning.', '', '66'),
      ),
    ).toContain('labs');
  });

  it('two small scratches from a dog’s teeth that have stopped bleeding are cleaned, not repaired', () => {
    expect(
      resourcesOf(
        form('dog bite', 'Nipped by the neighbour’s dog, two small scratches on the hand, bleeding stopped.'),
      ),
    ).not.toContain('simpleProcedure');
  });

  it('near-miss: a gaping bite on the forearm is repaired', () => {
    expect(
      resourcesOf(form('dog bite', 'Dog bite to the forearm, gaping 3 cm laceration, bleeding.')),
    ).toContain('simpleProcedure');
  });

  it('calf cramps during a match in hot weather are heat cramps: oral fluids', () => {
    const result = analyzeCase(
      form(
        'leg cramps',
        'Painful calf cramps during the second match in hot weather, eased with stretching and an electrolyte drink.',
        '',
        '15',
        'male',
      ),
    );
    expect((result.presentations ?? []).map((found) => found.id)).toContain('heat-illness');
    expect(result.esi).toBe(5);
  });

  it('a toddler who chewed a silica gel sachet is a non-toxic ingestion: advice', () => {
    const result = analyzeCase(
      form(
        'chewed sachet',
        'Chewed a silica gel sachet from a shoebox, playful, no coughing or vomiting.',
        '',
        '1',
      ),
    );
    expect((result.presentations ?? []).map((found) => found.id)).toContain('overdose-ingestion');
    expect(result.esi).toBe(5);
  });

  it('an assault injury already X-rayed at another hospital is not X-rayed again', () => {
    expect(
      resourcesOf(
        form(
          'sore ribs after assault',
          'Punched in the ribs three days ago, seen at another hospital that night, X-ray normal. Still sore.',
          '',
          '45',
          'male',
        ),
      ),
    ).not.toContain('xray');
  });

  it('near-miss: the same assault not yet imaged is X-rayed', () => {
    expect(
      resourcesOf(
        form('sore ribs after assault', 'Punched in the ribs last night, still sore.', '', '45', 'male'),
      ),
    ).toContain('xray');
  });
});

describe('a complaint named for what it is explains the complaints it causes', () => {
  it('a hair wound round a baby’s toe is the swollen toe and the crying: its removal only', () => {
    const item = form(
      'swollen toe, crying',
      'Toe swollen and red, crying more today; a hair strand tightly wound around the base of the toe, toe pink.',
      'HR 136 RR 32',
      '9 months',
      'male',
    );
    expect(presentationIds(item)).toContain('foreign-body-skin');
    expect(presentationIds(item)).not.toContain('joint-pain-swelling');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });

  it('near-miss: a swollen red toe joint without a hair round it is worked up as a joint', () => {
    expect(
      presentationIds(
        form(
          'swollen toe',
          'Red swollen big toe joint since last night, first time, no injury.',
          'T 37.2',
          '55',
          'male',
        ),
      ),
    ).toContain('joint-pain-swelling');
  });

  it('a metal fleck on the cornea with light sensitivity is removed; the light sensitivity is not referred as iritis', () => {
    const item = form(
      'metal in eye',
      'Grinding without goggles, metal fleck on the cornea, watering and photophobia.',
      '',
      '41',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });
});

describe('an explained complaint keeps its own high-risk signs', () => {
  it('severe abdominal pain at 82 with a blocked catheter stays abdominal pain', () => {
    const item = form(
      'catheter blocked, abdominal pain',
      'Long-term catheter not draining since this morning; severe abdominal pain 9/10, vomiting.',
      'BP 150/84 HR 104 T 37.6',
      '82',
      'male',
    );
    expect(presentationIds(item)).toContain('abdominal-pain');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});
