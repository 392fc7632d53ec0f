import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A fracture in a cast whose pain has run past what the tablets hold, with moving the toes or fingers
 * agony, is a compartment syndrome until the cast is split (BOAST 10): high risk, ESI 2, in the words a
 * patient uses ("when I try to wiggle my toes it's agony"). A cast that only feels tight, with a painless
 * passive stretch, is swelling under it; a cast that rubs is not either.
 */
const man = caseFormMaker({ patientAge: '24', gender: 'male' });

describe('a cast grown tight over a fracture', () => {
  it.each([
    [
      'Pain in my broken leg is unbearable',
      "Broke my shin on Saturday, they put it in a half-cast. Since last night the pain is 10 out of 10, my foot's tingling, and when I try to wiggle my toes it's agony right up my leg. The cast feels really tight.",
    ],
    [
      'Wrist fracture in plaster',
      'Plaster put on yesterday for a broken wrist. Fingers swollen and numb, the plaster is getting tighter and moving her fingers is unbearable.',
    ],
    [
      'The plaster is killing me',
      'Forearm crushed at work yesterday, undisplaced fracture, sent home in a backslab. Pain now far worse, tingling fingers. Passively straightening his fingers makes him cry out and the forearm above the slab feels tense.',
    ],
  ])('%j: compartment syndrome, ESI 2', (complaint, story) => {
    const item = man(complaint, story);
    expect(flagIds(item)).toContain('compartment-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a cast too tight over swollen fingers, a passive stretch not painful, is not', () => {
    const item = man(
      'Cast too tight, fingers tingly',
      'Forearm fracture manipulated yesterday, full cast. Fingers tight and tingly, pain 5/10, swollen, pink, warm, moves all fingers, passive finger stretch not painful.',
    );
    expect(flagIds(item)).not.toContain('compartment-syndrome');
  });

  it('near-miss: a cast that rubs at the edge, toes pink and moving freely, is not', () => {
    const item = man(
      'Cast rubbing',
      'Below-knee cast for a fractured ankle, edge rubbing the shin. Toes pink and warm, wiggles them freely, pain 2/10 on paracetamol.',
    );
    expect(flagIds(item)).not.toContain('compartment-syndrome');
  });
});
