import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The fever expected a day after routine immunisations, in a well infant over 3 months, is its own source:
 * no blood tests (NICE NG143). Under 3 months any fever is still worked up.
 */
describe('a fever after immunisations', () => {
  it('an 8-month-old well after her jabs yesterday: no blood tests', () => {
    const item = caseFormMaker({ patientAge: '8 months', gender: 'female' })(
      'Fever after vaccinations',
      'Had her routine immunisations yesterday morning, including MenB; temperature 38.4 overnight. Smiling, taking her bottle, four wet nappies.',
      'HR 136 RR 32',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('a 6-week-old with a fever after jabs is still worked up', () => {
    const item = caseFormMaker({ patientAge: '6 weeks', gender: 'male' })(
      'Fever',
      'Fever of 38.3 after his jabs yesterday, feeding a bit less.',
      'T 38.3',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});
