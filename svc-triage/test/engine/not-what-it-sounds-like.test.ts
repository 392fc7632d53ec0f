import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Words of danger in a harmless sense: a baby who "took a full bottle" of milk, an ankle that "rolled over",
 * ash the wind blew from a firework display into an eye, campfire smoke that set off a wheeze, a face
 * sunburnt on a boat. Each beside the near-miss where the same words are the danger.
 */
const form = caseFormMaker({ patientAge: '22', gender: 'female' });
const reasonsOf = (...args: Parameters<typeof form>) => analyzeCase(form(...args)).reasons.join(' | ');

describe('a bottle', () => {
  it('"took a full bottle of milk" is a feed, not an overdose', () => {
    expect(
      flagIds(form('sunburnt cheeks', 'Feeding well, took a full bottle of milk.', '', '10 months')),
    ).not.toContain('overdose-poisoning');
  });
  it('near-miss: "took a full bottle of her pills" is', () => {
    expect(flagIds(form('overdose', 'Took a full bottle of her pills an hour ago.'))).toContain(
      'overdose-poisoning',
    );
  });
});

describe('rolled over', () => {
  it('an ankle that "rolled over" in a mosh pit is not a rollover crash', () => {
    expect(
      reasonsOf('ankle hurt', 'Someone landed on her foot in the pit and it rolled over. Swollen ankle.'),
    ).not.toMatch(/High-risk mechanism/);
  });
  it('near-miss: a car that rolled over twice on the motorway is', () => {
    expect(
      reasonsOf(
        'sore neck',
        'In a car that rolled over twice at 100 km/h, climbed out himself.',
        '',
        '23',
        'male',
      ),
    ).toMatch(/High-risk mechanism/);
  });
});

describe('a firework and an eye', () => {
  it('ash the wind blew from the display, "nothing high-speed", is not a penetrating injury', () => {
    expect(
      reasonsOf(
        'speck in eye from the fireworks',
        'The wind blew ash and bits of debris into the crowd, something hit his eye. Nothing high-speed. Speck on the cornea.',
        '',
        '66',
        'male',
      ),
    ).not.toMatch(/open globe|penetrating/i);
  });
  it('near-miss: a firework that went off in front of his face, something hitting the eye, is', () => {
    expect(
      reasonsOf(
        'eye injury',
        'A firework went off in front of his face and something hit his right eye.',
        '',
        '30',
        'male',
      ),
    ).toMatch(/open globe|penetrating/i);
  });
});

describe('smoke and sun', () => {
  it('campfire smoke that set off an asthmatic’s wheeze is not a burnt airway', () => {
    expect(
      reasonsOf(
        'wheezy, forgot inhaler',
        'Camping, smoke from the campfires, chest wheezy, full sentences.',
        'SpO2 96%',
      ),
    ).not.toMatch(/Threat to the airway/);
  });
  it('near-miss: smoke breathed in a house fire, now wheezy, is', () => {
    expect(
      reasonsOf('smoke inhalation', 'Got out of a house fire, breathed in smoke, now wheezy.', 'SpO2 95%'),
    ).toMatch(/Threat to the airway/);
  });
  it('a face sunburnt on a boat without sun cream is not a facial burn of the airway', () => {
    expect(
      reasonsOf(
        'really burnt',
        'All day on a boat without sun cream, face and neck bright red and stinging.',
        '',
        '47',
        'male',
      ),
    ).not.toMatch(/Threat to the airway/);
  });
  it('near-miss: a flash burn to the face from a gas cooker is', () => {
    expect(
      reasonsOf('burn', 'Gas cooker flash burn to the face, eyebrows singed.', '', '47', 'male'),
    ).toMatch(/Threat to the airway/);
  });
});

describe('four floors', () => {
  it('a fridge carried up four floors is work, not a fall from height', () => {
    expect(
      reasonsOf(
        'chest pinching',
        'Carried a fridge up four floors at work yesterday; chest wall sore when pressed.',
      ),
    ).not.toMatch(/High-risk mechanism/);
  });
  it('near-miss: fell from four floors up is', () => {
    expect(reasonsOf('fall', 'Fell from four floors up onto concrete, back pain.')).toMatch(
      /High-risk mechanism/,
    );
  });
});

describe('spurting', () => {
  it('a varicose vein that spurted, controlled with a dressing, is not an arterial injury pattern', () => {
    expect(
      reasonsOf(
        'bleeding from leg vein',
        'It was spurting out of her leg. Bleeding point over a varicose vein at the ankle, controlled with a pressure dressing, feels fine.',
        'HR 80, BP 134/76',
      ),
    ).not.toMatch(/High-risk mechanism/);
  });
  it('near-miss: a cut on the forearm spurting blood is', () => {
    expect(reasonsOf('cut arm', 'Glass cut to the forearm, bright red blood spurting.')).toMatch(
      /High-risk mechanism/,
    );
  });
});
