import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A small child who licked or ate a little nappy cream, sun cream or petroleum jelly has swallowed
 * something of low toxicity: examination and advice (ESI 5), more so when the poisons line has already
 * said it is low risk. Medicines, and ice cream before an allergic reaction, are not that.
 */
const toddler = caseFormMaker({ patientAge: '3', gender: 'male' });
const WELL = 'HR 110 RR 24 SpO2 99% T 36.9';
const levelOf = (form: ReturnType<typeof toddler>) => analyzeCase(form).esi;

describe('a child who swallowed a cream', () => {
  it.each([
    [
      'Son ate some nappy cream',
      'Got the lid off the zinc nappy cream and licked it off his fingers, a teaspoon at most. Running round, absolutely fine.',
    ],
    ['ate sudocrem', 'Found with sudocrem round his mouth, maybe a fingerful. Playing happily.'],
    [
      'swallowed some sun cream',
      'Squeezed the sun cream tube into his mouth, swallowed a little. Well, no vomiting.',
    ],
  ])('%s: an ingestion of something of low toxicity, ESI 5', (complaint, symptoms) => {
    const form = toddler(complaint, symptoms, WELL);
    expect(presentationIds(form)).toContain('overdose-ingestion');
    expect(levelOf(form)).toBe(5);
  });

  it('the poisons line said it is low risk: ESI 5', () => {
    const form = toddler(
      'ate some leaves off a houseplant',
      "He ate some leaves off the spider plant. I rang the poisons line and they said it's low risk. No vomiting, playing.",
      WELL,
    );
    expect(levelOf(form)).toBe(5);
  });

  it("ate some of nan's tablets: not ESI 5", () => {
    expect(
      levelOf(
        toddler(
          "ate some of nan's tablets",
          "Found chewing nan's blood pressure tablets, unsure how many.",
          WELL,
        ),
      ),
    ).toBeLessThanOrEqual(3);
  });

  it('ice cream before lips swelled is no ingestion', () => {
    const form = toddler(
      'lips swollen',
      'Ate some ice cream at a party, then lips swelled and a rash came up.',
      WELL,
    );
    expect(presentationIds(form)).not.toContain('overdose-ingestion');
  });
});
