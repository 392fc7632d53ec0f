import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Words a parent uses for a frightening night that is over. "Coughing fits" are bouts of cough, not
 * seizures; a young infant who stopped breathing for 15 seconds in a bout and is pink and alert between
 * them had an apnoea, a high-risk event (ESI 2), not an arrest in progress. A croupy child who "sounded
 * like he was choking" was not choking.
 */
const infant = caseFormMaker({ patientAge: '6 weeks', gender: 'female' });

it.each([
  [
    'Coughing fits – went blue',
    'Coughing fits x1wk, whoop after fits + vomits feeds. At home went blue and stopped breathing ~15 sec during fit x2 today. Pink and settled between fits at triage.',
  ],
  [
    'Coughing fits, went blue',
    'Cough in long bouts, goes red then blue. At 04:10 she stopped breathing for about 20 seconds after a bout; mum blew on her face and she gasped. On arrival pink, alert, no distress between bouts.',
  ],
])(
  '"%s": an apnoea that is over in a young infant is high risk (ESI 2), not an arrest',
  (chiefComplaint, symptoms) => {
    const item = infant(chiefComplaint, symptoms, 'HR 150 RR 44 SpO2 97% T 37.2');
    expect(flagIds(item)).not.toContain('cardiac-arrest');
    expect(flagIds(item)).not.toContain('seizure');
    expect(analyzeCase(item).esi).toBe(2);
  },
);

it('a croupy child who "sounded like he was choking" and is settled has no airway compromise', () => {
  const item = infant(
    'Barking cough woke him at night',
    "Barking cough that woke him, parents say he 'sounded like he was choking'. Settled in the car. No stridor at rest, no recession, no drooling, drinking normally.",
    'HR 118 RR 28 SpO2 98% T 37.9',
    '2 years',
    'male',
  );
  expect(flagIds(item)).not.toContain('airway-compromise');
});

describe('near-misses', () => {
  it('a child choking on a grape now is airway compromise', () => {
    expect(
      flagIds(infant('choking', 'Choking on a grape, cannot speak, going blue.', '', '3 years')),
    ).toContain('airway-compromise');
  });

  it('an infant not breathing now is an arrest', () => {
    expect(
      flagIds(infant('not breathing', 'Found not breathing and floppy in the cot, CPR by dad.', '')),
    ).toContain('cardiac-arrest');
  });

  it('fits of a seizure disorder are still seizures', () => {
    expect(
      flagIds(infant('fits', 'Three fits today, each a minute of jerking all limbs.', '', '4 years')),
    ).toContain('seizure');
  });
});
