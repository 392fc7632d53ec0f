import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A treatment that did nothing is a finding, not a pertinent negative. The key findings once read
 * "Pertinent negatives: touch it; vomiting" for "Paracetamol didn't touch it, no vomiting", and
 * "helping; fever" for "Ibuprofen not helping. No fever.": a phrase that ends its sentence was not
 * recognised as a failed treatment, because only a comma was allowed after it.
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'female' });
const negativesOf = (symptoms: string) =>
  analyzeCase(adult('sore throat', symptoms, 'HR 80')).findings.find((line) =>
    line.startsWith('Pertinent negatives'),
  );

describe('a failed treatment is not listed as a pertinent negative', () => {
  it.each([
    ["Paracetamol didn't touch it, no vomiting.", 'vomiting'],
    ['Paracetamol did not touch it. No vomiting.', 'vomiting'],
    ["Ibuprofen hasn't touched it. No fever.", 'fever'],
    ['Ibuprofen not helping. No fever.', 'fever'],
    ['Ibuprofen has not helped. No rash.', 'rash'],
    ["Lozenges didn't work. No drooling.", 'drooling'],
    ['Took Strepsils with no effect; no vomiting.', 'vomiting'],
    ['Gargled salt water, no better. No fever.', 'fever'],
    ['Paracetamol given with no lasting relief, no fever.', 'fever'],
    ['Cough not eased by honey, no fever.', 'fever'],
    ["The chemist's lozenges aren't working. No fever.", 'fever'],
    ["The painkillers don't touch it. No rash.", 'rash'],
    ['Antacids not helped, no vomiting.', 'vomiting'],
    ['Tried salt water, honey, ibuprofen, nothing worked. No fever.', 'fever'],
    ['Gaviscon no help. No vomiting.', 'vomiting'],
  ])('%s', (symptoms, negatives) => {
    expect(negativesOf(symptoms)).toBe(`Pertinent negatives: ${negatives}`);
  });

  describe('near misses: denials that are findings stay', () => {
    it.each([
      ['No increased work of breathing, no fever.', 'increased work of breathing; fever'],
      ['Denies suicidal thoughts, no plan.', 'suicidal thoughts; plan'],
      ['No fever, not touching his ear.', 'fever; touching his ear'],
    ])('%s', (symptoms, negatives) => {
      expect(negativesOf(symptoms)).toBe(`Pertinent negatives: ${negatives}`);
    });
  });

  it('still reads the failed pain relief as a finding: the tablets have failed', () => {
    const result = analyzeCase(
      adult(
        'back pain',
        'Lower back pain since lifting, 6/10. Paracetamol and ibuprofen not helping.',
        'HR 84',
      ),
    );
    expect(result.reasons.join(' ')).not.toMatch(/helping/);
    expect(result.findings.join(' ')).not.toMatch(/Pertinent negatives: .*helping/);
  });
});
