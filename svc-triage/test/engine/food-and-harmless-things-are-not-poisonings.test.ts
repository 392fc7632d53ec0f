import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * "I've been poisoned by a takeaway" is a food poisoning: a gastroenteritis, weighed by its vomiting and
 * its dehydration, not a toxic ingestion with levels, an ECG and a poison centre. A toddler who swallowed
 * silica gel beads has eaten something harmless however frightened the parent is of "poisoning". Toxins in
 * food (wild mushrooms, puffer fish) and a poison put in food are still poisonings.
 */
const adult = caseFormMaker({ patientAge: '29', gender: 'female' });
const toddler = caseFormMaker({ patientAge: '18 months', gender: 'male' });

describe('a food poisoning', () => {
  it.each([
    [
      "I've been poisoned by a takeaway",
      "I've been poisoned, I'm sure it was the chicken from the takeaway last night. Sick five times and diarrhoea. Keeping sips down now.",
    ],
    [
      'poisoned by prawns',
      'Thinks the prawns at the wedding buffet poisoned her: vomiting and loose stools since 3am, crampy tummy.',
    ],
  ])('"%s": no overdose or poisoning', (complaint, story) => {
    const item = adult(complaint, story, 'T 37.2, HR 92, BP 118/76, RR 16, SpO2 99%');
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'poisoned by mushrooms',
      'Ate mushrooms she picked in the woods, thinks they poisoned her: vomiting and diarrhoea since this morning.',
    ],
    ['poisoned food', 'Says her ex put rat poison in her food; she has been vomiting since the meal.'],
  ])('near-miss: "%s" is still a poisoning', (complaint, story) => {
    expect(flagIds(adult(complaint, story, 'HR 96, BP 120/78'))).toContain('overdose-poisoning');
  });
});

describe('a harmless thing swallowed', () => {
  it('silica gel beads, a frightened father and "poisoning": no flag, ESI 5', () => {
    const item = toddler(
      "Ate a 'DO NOT EAT' sachet",
      "Dad: 'He's eaten one of those little packets from a shoebox, it says DO NOT EAT so it must be poisonous! I've read you have to act fast with poisoning.' Clear silica gel beads, a few swallowed. No coughing, no vomiting. Running around the waiting room.",
      'HR 118, RR 26, SpO2 99%, T 36.7',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it("near-miss: a toddler who ate his grandmother's tablets is a poisoning", () => {
    const item = toddler(
      'ate tablets',
      "Found chewing his grandmother's blood pressure tablets, mum worried about poisoning.",
      'HR 120, RR 26',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
  });
});
