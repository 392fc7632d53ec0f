import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A soft-tissue infection turning from red to purple or black over a limb, with a fever, is a necrotising
 * infection until a surgeon says not (IDSA 2014; LRINEC): high risk, ESI 2, in a carer's words as much as
 * in a surgeon's ("whole calf red to purple, shiny, a few blisters"). A cellulitis that is only red and a
 * child turning purple with a cough are not.
 */
const man = caseFormMaker({ patientAge: '42', gender: 'male' });

describe('a necrotising infection in other words', () => {
  it.each([
    [
      'Hitting his leg, distressed',
      "Support worker: he's been screaming and hitting his left leg for hours. Small graze on shin 2 days ago. Now whole calf red to purple, shiny, a few blisters.",
    ],
    ['Infected leg', 'Cellulitis of the thigh, the middle of it has gone black over the last few hours.'],
  ])('%j: necrotising soft-tissue infection, ESI 2', (complaint, story) => {
    const item = man(complaint, story, 'T 38.9, HR 124');
    expect(flagIds(item)).toContain('necrotizing-fasciitis');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it.each([
    ['Red leg', 'Cellulitis of the shin, red and warm, spreading slowly, walking fine.', 'T 38.1 HR 92'],
    ['Cough', 'Coughing fits where she turns purple, red cheeks, runny nose.', 'T 38.2 HR 110'],
  ])('near-miss: %j is not', (complaint, story, vitals) => {
    expect(flagIds(man(complaint, story, vitals, '6', 'female'))).not.toContain('necrotizing-fasciitis');
  });
});
