import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Resources and scores as their guidelines count them:
 * - a nail that came out whole leaves nothing to X-ray; a patient who asks whether something is left in
 *   is asking for the X-ray;
 * - a fall whose only injuries are skin wounds needs the wound repaired, not an X-ray; an older adult who
 *   lost their balance stepping off a kerb, with nothing before it, needs no search for a medical cause;
 * - a blocked long-term catheter "for urinary retention" is a catheter to change, not a new retention;
 * - bite punctures are left open; rabies immunoglobulin is for a category III exposure from an animal
 *   that cannot be watched (WHO 2018), not a pet's scratch that did not bleed; a monkey's scratch abroad
 *   (category II) is the vaccine alone, an IM injection and so a resource;
 * - long-standing arthritic hip pain, as usual, needs its analgesia, not a new X-ray;
 * - tender neck nodes with days of fever need blood tests.
 */
const adult = caseFormMaker({ patientAge: '67', gender: 'male' });

describe('a nail through the foot', () => {
  const nail = (detail: string) =>
    adult(
      'Stepped on a nail',
      `Stepped on a nail that went through his boot into the sole. ${detail}`,
      '',
      '40',
    );

  it('pulled out whole, nothing retained: wound care and tetanus only (ESI 5)', () => {
    const item = nail('He pulled it out intact, small puncture, walking normally.');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a patient who wants to check nothing is left in gets the X-ray (ESI 4)', () => {
    const item = nail('The nail is out, small puncture. Wants to check nothing is left in.');
    expect(resourcesOf(item)).toEqual(['xray']);
  });
});

describe('a fall with skin wounds', () => {
  it('a cut over the eyebrow after a low-speed fall from a bike is a repair, no X-ray (ESI 4)', () => {
    const item = adult(
      'Cut eyebrow after fall from bike',
      'Fell off his bike at low speed, 3 cm laceration over the left eyebrow, grazed palms. No LOC, no vomiting.',
      'HR 80, BP 126/78',
      '28',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"split her chin" is a laceration to repair', () => {
    const item = adult(
      'Split her chin',
      'Slipped by the pool and split her chin on the edge, gaping cut.',
      '',
      '6',
    );
    expect(presentationIds(item)).toContain('laceration');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });

  it('near-miss: a cut with a swollen, tender wrist adds the X-ray (ESI 3)', () => {
    const item = adult(
      'Fall from bike',
      'Fell off his bike, laceration on the forearm, wrist swollen and tender.',
      'HR 80, BP 126/78',
      '28',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'xray']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('an older adult’s mechanical fall', () => {
  it('lost his balance stepping off the bus, grazed knee, nothing before it: no labs or ECG', () => {
    const item = adult(
      'Fall, grazed knee',
      'Lost his balance while stepping off the bus and grazed his knee. No dizziness or giddiness before, no head injury, walking normally.',
      'HR 74, BP 138/80',
      '81',
    );
    expect(resourcesOf(item)).not.toContain('labs');
    expect(resourcesOf(item)).not.toContain('ecg');
  });

  it('near-miss: giddy before he fell needs the cause looked for', () => {
    const item = adult(
      'Fall',
      'Felt giddy, then lost his balance in the kitchen and fell, grazed knee.',
      'HR 74, BP 138/80',
      '81',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ecg']));
  });

  it('a hip examined and found pain-free is not a hip injury: the knee X-ray only (ESI 4)', () => {
    const item = adult(
      'Tripped, knee pain',
      'Tripped on a rug and fell onto her right knee, clear mechanical trip, no dizziness. Swollen tender patella, unable to weight-bear. Hip ROM pain-free.',
      'HR 78, BP 150/86, RR 16, SpO2 97%',
      '83',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });
});

describe('a blocked long-term catheter', () => {
  it('"long-term IDC for urinary retention" not draining is a catheter change (ESI 4)', () => {
    const item = adult(
      'Blocked catheter',
      'Long-term IDC for urinary retention, not draining for 4 hours, lower abdominal discomfort, afebrile, usual self.',
      'T 36.8, HR 84, BP 146/80, RR 16, SpO2 97%',
      '78',
    );
    expect(flagIds(item)).not.toContain('acute-urinary-retention');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: urinary retention without a catheter is a retention', () => {
    const item = adult(
      'Cannot pass urine',
      'Unable to pass urine since last night, urinary retention, painful.',
    );
    expect(flagIds(item)).toContain('acute-urinary-retention');
  });
});

describe('bites and rabies', () => {
  it('deep punctures from a street dog: left open, immunoglobulin for category III (ESI 4)', () => {
    const item = adult(
      'Dog bite',
      'Bitten on the calf by a street dog this morning, two deep puncture wounds that bled. Never had rabies vaccine.',
      '',
      '30',
    );
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a pet dog’s scratch that did not bleed, from a vaccinated dog, is the vaccine at most (ESI 5)', () => {
    const item = adult(
      'Dog scratch, wants rabies injection',
      'Her own vaccinated dog scratched her hand while playing, superficial scratch, no bleeding.',
      '',
      '30',
      'female',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a monkey’s superficial scratch in Bali, unvaccinated: the rabies vaccine IM, a resource (ESI 4)', () => {
    const item = adult(
      'Scratched by a monkey in Bali, terrified of rabies',
      'Five days ago a macaque at a temple scratched the back of her hand. Two superficial scratches, scabbed over and clean. Never had rabies vaccine.',
      'HR 94, BP 126/80, T 36.8',
      '33',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a gaping dog-bite laceration is repaired', () => {
    const item = adult(
      'Dog bite',
      'Bitten on the forearm by the neighbour’s dog, 4 cm gaping laceration.',
      '',
      '30',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });
});

describe('long-standing hip pain', () => {
  it('arthritis on the waiting list for a hip replacement, out of painkillers: a prescription (ESI 5)', () => {
    const item = adult(
      'Ran out of painkillers',
      'Long-standing osteoarthritic hip pain, on the waiting list for a hip replacement. Ran out of co-codamol over the weekend. Pain is his usual, no fall, walking with his stick.',
      'HR 76, BP 146/82',
      '83',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: the same hip worse since a fall yesterday is X-rayed', () => {
    const item = adult(
      'Hip pain after fall',
      'Osteoarthritic hip, but fell onto it yesterday and the hip pain is worse, walking with difficulty.',
      'HR 76, BP 146/82',
      '83',
    );
    expect(resourcesOf(item)).toContain('xray');
  });
});

describe('tender neck nodes with fever', () => {
  it('for four days, not settling: blood tests', () => {
    const item = adult(
      'Swollen glands and fever',
      'Fever for 4 days with tender swollen lymph nodes in the neck, not improving with paracetamol.',
      'T 38.4, HR 92, BP 118/72, RR 16, SpO2 99%',
      '24',
    );
    const labs = analyzeCase(item).scores.esi?.resourcePlan?.find((need) => need.resource === 'labs');
    expect(labs?.why).toMatch(/glandular fever test \[neck swelling/);
  });

  it('near-miss: painless small nodes after a cold, no fever: nothing', () => {
    const item = adult('Glands up', 'Small painless neck glands since a cold last week, no fever.', '', '24');
    expect(resourcesOf(item)).toEqual([]);
  });
});
