import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * What an everyday complaint really needs when the patient tells it plainly: a speck in the eye to lift
 * out, an ankle whose bones do not hurt to press, a back done in digging, a hangover, an inhaler or an
 * antidepressant run out, shingles in a band, a teething baby, a fish bone, a newborn's sticky eye.
 * Each beside the near-miss that does need more.
 */
const form = caseFormMaker({ patientAge: '38', gender: 'male' });

describe('negation in the plural and the past', () => {
  it.each([
    ['The eyelids aren’t swollen or red.', 'swollen'],
    ['The bumps weren’t itchy.', 'itchy'],
    ['She had not vomited.', 'vomited'],
  ])('"%s" negates "%s"', (symptoms, hidden) => {
    expect(readCaseFacts(form('check', symptoms)).presenting.affirmed).not.toContain(hidden);
  });
});

describe('one resource or none', () => {
  it('"something\'s in my eye" after grinding metal is a foreign body to remove (ESI 4)', () => {
    const item = form(
      'eye',
      "Grinding metal without goggles, now something's in my right eye, scratchy when I blink.",
    );
    expect(presentationIds(item)).toContain('foreign-body-eye');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a rolled ankle whose bones do not hurt to press, walked home on it, needs no X-ray (ESI 5)', () => {
    const item = form(
      'rolled my ankle',
      'A bit swollen on the outside, I walked home fine. Pressing on the bones doesnt hurt.',
      '',
      '26',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('near-miss: an ankle too sore to stand on needs the X-ray', () => {
    expect(
      resourcesOf(
        form('rolled my ankle', 'Can’t put any weight on it, bone on the outside really tender.', '', '26'),
      ),
    ).toContain('xray');
  });

  it('a back done in digging at 52 needs no blood tests (ESI 5)', () => {
    const item = form(
      'bad back',
      'Done my back in digging the veg patch, stiff and sore low down. Ibuprofen helps.',
      '',
      '52',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: new back pain at 60 with no cause told gets blood tests', () => {
    expect(resourcesOf(form('back pain', 'Low back pain for a week, no injury.', '', '60'))).toContain(
      'labs',
    );
  });

  it('a hangover headache without vomiting is treated by mouth (ESI 5)', () => {
    expect(
      resourcesOf(
        form('hungover', 'Way too much to drink last night, banging headache, drinking water.', '', '25'),
      ),
    ).toEqual([]);
  });

  it('an inhaler run out, breathing as usual, is a prescription (ESI 5)', () => {
    const item = form(
      'needs inhaler',
      'Ran out of his brown inhaler, GP closed. No more breathless than usual.',
      'SpO2 96%',
      '78',
    );
    item.medicalHistory = 'asthma';
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: an inhaler run out in someone now wheezy needs a nebuliser', () => {
    expect(
      resourcesOf(
        form('needs inhaler', 'Ran out of inhaler two days ago, now wheezy and breathless.', '', '30'),
      ),
    ).toContain('parenteralMedication');
  });

  it('"zappy feelings" after running out of an antidepressant are discontinuation symptoms (ESI 5)', () => {
    const item = form(
      'ran out of my tablets',
      'Run out of my sertraline, feel a bit dizzy with little zappy feelings in my head.',
      '',
      '44',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('shingles in a band on the chest, with a burning pain, is no airway burn and needs no tests (ESI 5)', () => {
    const item = form(
      'painful rash',
      'Band of blisters on the right side of my chest in one stripe, burning pain. Face not involved.',
      '',
      '35',
    );
    expect(flagIds(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a flame burn to the face is an airway risk (ESI 2)', () => {
    expect(
      analyzeCase(form('burn', 'Flame burn to the face from a barbecue, singed eyebrows.', '', '30')).esi,
    ).toBe(2);
  });

  it('a teething baby who drools and chews everything has no airway threat', () => {
    const item = form(
      'fussy',
      'Grizzly, drooling, chewing everything, feeding well, wet nappies.',
      'T 37.8',
      '8 months',
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it('a fish bone seen on the tonsil, swallowing saliva, is lifted out (ESI 4)', () => {
    const item = form(
      'fish bone in throat',
      'Bone visible on the left tonsil, swallowing saliva, no drooling.',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });

  it('a fish bone felt but not seen, swallowing saliva, is an ENT look (ESI 4)', () => {
    const item = form(
      'fish bone stuck',
      'Think a little bone is stuck in my throat, scratchy when I swallow, swallowing spit fine.',
    );
    expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
  });

  it('near-miss: a bone with drooling and unable to swallow saliva is more', () => {
    const item = form('bone stuck', 'Chicken bone stuck, unable to swallow saliva, drooling.');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('a well newborn with a little sticky discharge in a white eye has swabs, not IV ceftriaxone (ESI 4)', () => {
    const item = form(
      'sticky eye',
      'Yellow goo in the corner of one eye, the eye is not red or swollen, feeding well.',
      '',
      '12 days',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['labs']);
  });

  it('near-miss: a newborn with a red, swollen, pouring eye is treated as ophthalmia neonatorum', () => {
    const item = form('eye discharge', 'Eye red and swollen with pus pouring out.', '', '6 days', 'female');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  });
});

describe('an older adult’s trip and a dose taken twice', () => {
  it('a 73-year-old who fell on uneven slabs onto her hand needs the wrist X-ray, not a search for a cause (ESI 4)', () => {
    const item = form(
      'fell and hurt my wrist',
      'Fell on my outstretched hand on the pavement, the slabs are uneven. Wrist sore and swollen, not a funny shape.',
      '',
      '73',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
  });

  it('near-miss: an older adult who felt dizzy and then fell gets the work-up for the cause', () => {
    expect(resourcesOf(form('fall', 'Felt dizzy then fell, hurt her wrist.', '', '80', 'female'))).toEqual(
      expect.arrayContaining(['xray', 'labs', 'ecg']),
    );
  });

  it('warfarin taken twice by mistake, no bleeding, needs an INR (ESI 4)', () => {
    const item = form(
      'took my blood thinner twice',
      'I think I took my warfarin twice yesterday. No bleeding or bruising.',
      '',
      '77',
    );
    expect(presentationIds(item)).toContain('medication-error');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('two contraceptive pills instead of one, by mistake, is advice only (ESI 5)', () => {
    const item = form(
      'took too many pills',
      'Accidentally took two of her contraceptive pills today instead of one. No symptoms.',
      '',
      '25',
      'female',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: 30 tablets taken twice is an overdose (ESI 2)', () => {
    expect(flagIds(form('tablets', 'Took 30 tablets twice today.', '', '25', 'female'))).toContain(
      'overdose-poisoning',
    );
  });
});

describe('a knock walked on, and constipation', () => {
  it('a bruised shin after a knock on a car door, walking fine, needs no X-ray (ESI 5)', () => {
    expect(
      resourcesOf(form('bumped leg', 'Knocked his shin on the car door, a bruise, walking fine.', '', '80')),
    ).toEqual([]);
  });

  it('a stubbed toe, walking normally, no bony tenderness, needs no X-ray', () => {
    expect(
      resourcesOf(
        form('stubbed toe', 'Stubbed toe, walking normally, no bony tenderness.', '', '12', 'female'),
      ),
    ).toEqual([]);
  });

  it('near-miss: a knock to the shin with a tender bone and unable to bear weight needs the X-ray', () => {
    expect(
      resourcesOf(form('leg injury', 'Knocked his shin, bony tenderness, unable to bear weight.', '', '80')),
    ).toContain('xray');
  });

  it('two days of constipation in a comfortable care-home resident who is eating: a laxative (ESI 5)', () => {
    const item = form(
      'constipation',
      'Not opened bowels 2 days, comfortable, eating, asking for laxative.',
      'HR 74',
      '87',
      'female',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('five days without opening the bowels on codeine: an enema (ESI 4)', () => {
    const item = form(
      'constipated',
      'Hasn’t opened his bowels for five days, comfortable, eating.',
      '',
      '84',
    );
    item.currentMedications = 'codeine';
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });
});

describe('the teaching bank’s everyday cases', () => {
  it('a mouthful of bubble bath in a playing toddler is advice only (ESI 5)', () => {
    const item = form(
      'accidental ingestion',
      'Drank a mouthful of bubble bath 30 min ago, coughed once, playing.',
      '',
      '2',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('a broken glucose meter is a replacement, not a work-up (ESI 5)', () => {
    expect(
      resourcesOf(
        form(
          'equipment request',
          'His blood glucose meter broke, wants a replacement. Feels well.',
          '',
          '58',
        ),
      ),
    ).toEqual([]);
  });

  it('a child’s tummy ache with no stool for 4 days, eating, playing, soft tummy: constipation (ESI 5)', () => {
    const item = form(
      'abdominal pain',
      "On-and-off tummy aches for a week, hasn't opened bowels for 4 days, hard stools before that. Eating, playing. Tummy soft.",
      'T 36.8 HR 98',
      '5',
      'female',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: a tummy ache with guarding and vomiting is worked up', () => {
    const item = form(
      'abdominal pain',
      'No poo for 4 days, now vomiting, guarding on the right.',
      'T 38.2 HR 130',
      '5',
      'female',
    );
    expect(resourcesOf(item).length).toBeGreaterThanOrEqual(2);
  });
});
