import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * The 2021 field-triage guideline's high-risk mechanisms as riders tell them: a cyclist knocked off by a
 * vehicle, a rider thrown from a horse; and the look-alikes without the significant impact it asks for:
 * a leg trapped under a bike that tipped over, a motorbike that fell over at walking pace.
 */
const rider = caseFormMaker({ patientAge: '31', gender: 'male' });
/** Whether the case was called high risk for its mechanism (as a mechanism, or as major trauma). */
const mechanismOf = (item: ReturnType<typeof rider>) =>
  analyzeCase(item).reasons.some(
    (reason) => reason.startsWith('High-risk mechanism') || reason.startsWith('Major trauma'),
  );

describe('a cyclist knocked off by a vehicle', () => {
  it.each([
    ['Knocked off my bike by a van', 'I went over the bonnet. Just my shoulder hurts, I feel alright.'],
    ['Cyclist, shoulder pain', 'A car knocked him off his bicycle at the junction; sore left side.'],
    ['Knocked off her push bike by a taxi', 'Landed on her hip, walking.'],
  ])('%j is a high-risk mechanism (ESI 2) whatever he says of it', (complaint, story) => {
    const item = rider(complaint, story);
    expect(mechanismOf(item)).toBe(true);
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a cyclist who fell off alone on a gravel path is not', () => {
    const item = rider(
      'Fell off my bike',
      'Skidded on gravel and fell off my bike, grazed knee, walking fine.',
    );
    expect(mechanismOf(item)).toBe(false);
  });
});

describe('a rider thrown from a horse', () => {
  it('"Fall from horse … thrown at gallop" is a rider separated with impact', () => {
    const item = rider(
      'Fall from horse, pelvic pain',
      'Thrown at gallop, pelvic pain, can’t stand',
      '',
      '45',
      'female',
    );
    expect(mechanismOf(item)).toBe(true);
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('the look-alikes without a significant impact', () => {
  it('a leg trapped under a motorbike that tipped over at walking pace is not an entrapment', () => {
    const item = rider(
      'Came off my motorbike at slow speed, knee cut',
      'I was barely moving, walking pace, it just tipped over and trapped my leg. Cut on my knee, gaping. Didn’t hit my head.',
    );
    expect(mechanismOf(item)).toBe(false);
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(3);
  });

  it('a motorcyclist thrown at speed, or a driver trapped in his car, still is', () => {
    expect(
      mechanismOf(rider('Motorbike crash', 'Thrown from his motorbike at about 50 mph, sore wrist.')),
    ).toBe(true);
    expect(
      mechanismOf(
        rider('Car crash', 'Driver trapped in the car for 40 minutes before the crew cut him out.'),
      ),
    ).toBe(true);
  });
});
