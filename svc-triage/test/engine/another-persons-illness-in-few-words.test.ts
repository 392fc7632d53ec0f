import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, factsOf } from './support/case-forms';

/**
 * Another person's illness told without "his" or "her": an older or younger sibling ("Older sister has
 * anaphylaxis to peanuts"), a colleague or a coworker admitted with something ("coworker admitted last
 * week with lead poisoning", "Colleague who travelled with him was admitted with malaria"). The patient
 * cannot be their own older sister, or the colleague admitted last week: those words are not findings.
 */
const toddler = caseFormMaker({ patientAge: '18 months', gender: 'male' });
const adult = caseFormMaker({ patientAge: '40', gender: 'male' });
const calm = 'HR 72, BP 128/80, RR 14, SpO2 99%, T 36.6';

describe("another person's illness in few words", () => {
  it("a toddler's few hives beside his older sister's anaphylaxis are not anaphylaxis", () => {
    const item = toddler(
      'hives around mouth',
      'Older sister has anaphylaxis to peanuts (carries EpiPen). Pt got her peanut butter sandwich on his face 40 min ago. A few hives around mouth only, no vomiting, no wheeze, playing.',
      'HR 118, RR 26, SpO2 99%, T 36.8',
    );
    expect(flagIds(item)).not.toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it.each([
    [
      'Coworker admitted last wk with lead poisoning. Pt wants his level checked, feels well.',
      'lead poisoning',
    ],
    ['Colleague who travelled with him was admitted yesterday with malaria. He is well.', 'malaria'],
    ['Younger brother has had chickenpox since Monday.', 'chickenpox'],
  ])('"%s" is told of another', (story, illness) => {
    const facts = factsOf(adult('worried', story, calm));
    expect(facts.presenting.othersTold).toContain(illness);
    expect(facts.presenting.affirmed).not.toContain(illness);
  });

  it('near-miss: "my colleague has chest pain" from a caller is the patient', () => {
    const facts = factsOf(
      adult('chest pain', 'Phone call: my colleague has chest pain and is sweaty.', calm),
    );
    expect(facts.presenting.affirmed).toContain('chest pain');
  });
});
