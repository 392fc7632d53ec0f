import { analyzeCase } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A triage note's shorthand marks a finding absent with a minus after it: "SOB-, wheeze-, rash elsewhere-",
 * "Weakness -, speech -". Read as "no SOB", as "SOB: no" already is. A plus, a hyphen inside a word
 * ("left-sided") or a dash before a value is no denial.
 */
const adult = caseFormMaker({ patientAge: '36', gender: 'male' });

describe('findings marked with a minus', () => {
  it('sets each marked finding aside', () => {
    const read = analyzeText('Local swelling. Lip/tongue swelling-, SOB-, wheeze -, rash elsewhere-, vom-.');
    expect(read.affirmed).not.toMatch(/tongue|shortness|sob|wheeze|rash|vom/);
    expect(read.affirmed).toMatch(/local swelling/);
  });

  it('a local wasp sting with its systemic features marked absent is no anaphylaxis, ESI 5', () => {
    const form = adult(
      'Wasp sting L hand',
      'Stung L hand 2h ago. Swelling + redness 5 cm around the sting, itchy. Lip/tongue swelling-, SOB-, wheeze-, rash elsewhere-, dizziness-, vom-. No previous reactions.',
      'HR 74, BP 126/78, RR 14, SpO2 99%, pain 2/10',
    );
    expect(flagIds(form)).not.toContain('anaphylaxis');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('months of tingling with weakness, facial symptoms and speech marked absent is no stroke', () => {
    const form = adult(
      'tingling hands for months',
      'Pins + needles both hands x5/12, worse at night. Weakness-, facial sx-, speech-, sudden onset-. Power 5/5.',
      'HR 72, BP 134/80',
      '68',
    );
    expect(flagIds(form)).not.toContain('stroke-tia');
  });

  it.each([
    ['a plus', 'SOB+, wheeze+ since this morning.', /sob|shortness|wheez/],
    ['a hyphen inside a word', 'Left-sided chest pain since this morning.', /left-sided chest pain/],
  ])('near-miss: %s is no denial', (_why, text, kept) => {
    expect(analyzeText(text).affirmed).toMatch(kept);
  });
});
