import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A mechanism told as the past cause of a lasting condition is history, not today's major trauma:
 * "paralysed from the waist down from a motorbike crash", "a motorbike accident in 2016".
 */
const adult = caseFormMaker({ patientAge: '44', gender: 'male' });

describe('a crash long ago is not major trauma today', () => {
  it.each([
    [
      'catheter not draining',
      "I'm paralysed from the waist down from a motorbike crash. My catheter has stopped draining for six hours.",
    ],
    [
      'neck pain',
      'Stiff neck this week; he had a motorbike accident in 2016 and has had neck pain on and off since.',
    ],
  ])('%s', (complaint, story) => {
    expect(flagIds(adult(complaint, story, 'BP 126/80 HR 78'))).not.toContain('major-trauma');
  });
});

it('a motorbike crash today is major trauma', () => {
  expect(
    flagIds(
      adult(
        'motorbike crash',
        'Came off his motorbike at 50 mph an hour ago, pain in his chest.',
        'HR 104 BP 128/80',
      ),
    ),
  ).toContain('major-trauma');
});

it('a fall from a roof today, in a man paralysed by a crash years ago, is major trauma', () => {
  const item = adult(
    'fall from roof',
    'Fell from a roof 20 minutes ago onto concrete. He is paralysed from the waist down from a motorbike crash.',
    'HR 112 BP 118/70',
  );
  expect(flagIds(item)).toContain('major-trauma');
});
