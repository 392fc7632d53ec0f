import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Visits that need no resource, told in words that sound like more: threads that cannot be felt, a shaky
 * hangover, a band-like headache, shingles in its band, a bruise run on, night cramps, a mouthful of
 * washing-up liquid, a milk tooth out, a palm-sized scald, a wasp sting's swollen arm, arc eye, exam
 * nerves. Each beside the near-miss where the same complaint does need the resource.
 */
const form = caseFormMaker({ patientAge: '30', gender: 'female' });

describe('threads of a coil that cannot be felt', () => {
  const threads =
    'I checked and can’t feel my coil threads any more. No pain, no bleeding, pregnancy test negative.';

  it('are not numbness, and with no pain, bleeding or pregnancy and a scan already booked need nothing now (ESI 5)', () => {
    const item = form('coil threads', `${threads} Her GP has booked an outpatient scan for next week.`);
    expect(presentationIds(item)).not.toContain('sensory-loss');
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('with no scan booked, the department’s ultrasound finds the device (ESI 4)', () => {
    const item = form('coil threads', threads);
    expect(presentationIds(item)).not.toContain('sensory-loss');
    expect(resourcesOf(item)).toEqual(['advancedImaging']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: said with nothing about pain or a pregnancy test, the scan stays', () => {
    expect(resourcesOf(form('coil threads', 'I can’t feel my coil threads any more.'))).toContain(
      'advancedImaging',
    );
  });

  it('near-miss: with cramping pelvic pain the scan is needed today', () => {
    expect(
      resourcesOf(
        form('coil threads', 'Can’t feel my coil threads and have cramping pelvic pain since yesterday.'),
      ),
    ).toContain('advancedImaging');
  });

  it('a contraceptive implant that cannot be felt is not numbness, and needs no resource (ESI 5)', () => {
    const item = form(
      'Can’t feel contraceptive implant',
      'Her contraceptive implant went in two years ago and since this morning she can no longer feel it. No chest pain, no breathlessness. Pregnancy test negative.',
    );
    expect(presentationIds(item)).not.toContain('sensory-loss');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: "can’t feel my left arm" is still numbness', () => {
    expect(presentationIds(form('arm', 'Woke up and can’t feel my left arm, it is weak too.'))).toContain(
      'sensory-loss',
    );
  });

  it('"can’t feel the baby move" is reduced fetal movements', () => {
    expect(
      readCaseFacts(form('pregnant', 'I’m 34 weeks and can’t feel the baby move today.')).presenting.affirmed,
    ).toContain('reduced fetal movements');
  });
});

describe('feeling shaky is not a tremor', () => {
  it('a hangover that leaves him feeling a bit shaky needs nothing (ESI 5)', () => {
    const item = form(
      'hangover',
      'Big night out, headache and feel a bit shaky, not vomiting, alert.',
      '',
      '24',
      'male',
    );
    expect(presentationIds(item)).not.toContain('tremor');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: hands that shake are still a tremor', () => {
    expect(
      presentationIds(form('tremor', 'His hands are shaking all day, new this week.', '', '70', 'male')),
    ).toContain('tremor');
  });
});

describe('a tension-type headache takes tablets', () => {
  it('band-like after a day at the screen, the kind she gets: no parenteral analgesia (ESI 5)', () => {
    const item = form(
      'headache',
      'Band-like ache across the forehead after a long day at the laptop, the kind I get when stressed.',
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: band-like but sudden and the worst ever is not', () => {
    expect(
      analyzeCase(form('headache', 'Sudden band-like headache, the worst ever, came on at the gym.')).esi,
    ).toBeLessThan(4);
  });
});

describe('skin and limbs that look worse than they are', () => {
  it('shingles in a band of painful blisters on one side of the back needs no blood tests', () => {
    expect(
      resourcesOf(
        form('rash', 'A band of itchy painful blisters round the right side of my back for 3 days.'),
      ),
    ).not.toContain('labs');
  });

  it('a shin kicked at rugby, running and jumping fine since, needs no X-ray', () => {
    expect(
      resourcesOf(
        form(
          'leg injury',
          'Kicked on the shin at rugby, big bruise, running and jumping fine since.',
          '',
          '12',
          'male',
        ),
      ),
    ).not.toContain('xray');
  });

  it('a forearm swollen by a wasp sting needs no X-ray', () => {
    expect(
      resourcesOf(
        form('swollen arm', 'Stung by a wasp on the forearm this morning, arm swollen and itchy, no wheeze.'),
      ),
    ).not.toContain('xray');
  });

  it('a scald the size of his palm on the forearm, sparing the hand, needs no burns service', () => {
    const item = form(
      'burn',
      'Kettle scald on the forearm with two small blisters, about the size of his palm, sparing the hand.',
      '',
      '25',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
  });

  it('near-miss: blisters on the palm of the hand do need burns advice', () => {
    expect(resourcesOf(form('burn', 'Grabbed a hot pan, blisters across the palm of her hand.'))).toContain(
      'specialtyConsultation',
    );
  });
});

describe('cramps in the calf at night', () => {
  it('are a muscle cramp, not an unrecognised complaint, and need nothing (ESI 5)', () => {
    const item = form(
      'night cramps',
      'Cramps in my calves at night since I started running, fine in between.',
      '',
      '35',
      'male',
    );
    expect(presentationIds(item)).toContain('muscle-cramp');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a calf that stays swollen and hot needs a D-dimer and a scan', () => {
    expect(
      resourcesOf(
        form('calf cramp', 'Cramp in the calf for 2 days and the calf is swollen and hot.', '', '55'),
      ),
    ).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  });
});

describe('a mouthful of a household product by mistake', () => {
  it('washing-up liquid from an unlabelled bottle, spat out, swallowing normally: advice only (ESI 5)', () => {
    const item = form(
      'swallowed washing up liquid',
      'Took a swig from an unlabelled bottle that turned out to be washing-up liquid, spat it out, swallowing normally, no vomiting.',
      '',
      '40',
      'male',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: drooling after a mouthful of bleach by mistake keeps the work-up', () => {
    expect(
      resourcesOf(
        form(
          'swallowed bleach',
          'Drank a mouthful of bleach by mistake, now drooling and it hurts to swallow.',
        ),
      ),
    ).not.toEqual([]);
  });
});

describe('the mouth, the eyes and the nerves', () => {
  it('a milk tooth knocked out with the bleeding stopped needs no procedure', () => {
    expect(
      resourcesOf(
        form(
          'tooth knocked out',
          'Fell and knocked out a baby tooth, the bleeding from the gum has stopped.',
          '',
          '2',
        ),
      ),
    ).not.toContain('simpleProcedure');
  });

  it('near-miss: a socket that keeps bleeding is packed', () => {
    expect(
      resourcesOf(
        form('bleeding tooth', 'Tooth taken out today, bleeding from the socket won’t stop.', '', '45'),
      ),
    ).toContain('simpleProcedure');
  });

  it('arc eye after welding without a mask is treated in the department, without an ophthalmologist', () => {
    expect(
      resourcesOf(
        form(
          'sore eyes',
          'Welding without a visor yesterday, both eyes gritty and watering, light hurts them.',
          '',
          '38',
          'male',
        ),
      ),
    ).not.toContain('specialtyConsultation');
  });

  it('near-miss: the same eyes with the sight gone blurry are seen by ophthalmology', () => {
    expect(
      resourcesOf(
        form(
          'sore eyes',
          'Welding without a visor yesterday, eyes gritty, light hurts, vision is blurry.',
          '',
          '38',
          'male',
        ),
      ),
    ).toContain('specialtyConsultation');
  });

  it('exam nerves, settled now, not going to hurt herself, with her sister coming: no crisis team (ESI 5)', () => {
    const item = form(
      'anxious',
      'Overwhelmed with exams, crying a lot. Calmer now, I’m not going to hurt myself, my sister is coming to get me.',
      '',
      '20',
    );
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: the same student asking to speak to someone gets the mental health review', () => {
    expect(
      resourcesOf(
        form(
          'anxious',
          'Overwhelmed with exams. Calmer now, not going to hurt myself, my sister is coming, but I want to talk to someone.',
          '',
          '20',
        ),
      ),
    ).toContain('specialtyConsultation');
  });
});
