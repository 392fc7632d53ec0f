import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * Numbers written as they are spoken, joined by hyphens the way a crew types them: "glucose
 * eighteen-point-four", "ketones zero-point-four", "BP one-forty over eighty-six", "temp
 * thirty-eight-point-five". Read as the same digits as "eighteen point four" and "one forty over eighty
 * six" are. "Rang one-one-one" and "one-to-one care" are no readings.
 */
const patient = caseFormMaker({ patientAge: '58', gender: 'male' });

describe('spoken numbers joined by hyphens', () => {
  it('reads a blood pressure with its hundreds folded in', () => {
    const facts = factsOf(
      patient('high sugar', 'feels alright', 'BP one-forty over eighty-six, pulse eighty-four'),
    );
    expect(facts.vitals.systolic).toBe(140);
    expect(facts.vitals.heartRate).toBe(84);
  });

  it('reads a temperature said with its point', () => {
    expect(
      factsOf(patient('fever', 'hot and shivery', 'temp thirty-eight-point-five')).vitals.temperatureC,
    ).toBe(38.5);
  });

  it('reads a glucose and ketones said with their points', () => {
    const facts = factsOf(
      patient('high sugar', 'Our glucose eighteen-point-four, ketones zero-point-four.', ''),
    );
    const glucose = facts.labs.find((lab) => lab.analyte === 'glucose');
    const ketones = facts.labs.find((lab) => lab.analyte === 'ketones');
    expect(glucose?.source).toMatch(/18\.4/);
    expect(ketones?.value).toBe(0.4);
  });

  it('a well diabetic with a sugar of 18.4 and low ketones said so is ESI 4: blood tests, no drip', () => {
    const form = {
      ...patient(
        'high blood sugar',
        'Type 2 diabetic, meter read high this afternoon, a bit thirsty, otherwise feels alright, eating and drinking normally, no vomiting. Our glucose eighteen-point-four, ketones zero-point-four.',
        'BP one-forty over eighty-six, pulse eighty-four, resps sixteen, sats ninety-eight on air',
      ),
      medicalHistory: 'Type 2 diabetes',
    };
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each(['He rang one-one-one and was told to come in.', 'Lives in a home with one-to-one care.'])(
    'near-miss: "%s" holds no reading',
    (story) => {
      const facts = factsOf(patient('advice', story, ''));
      expect(facts.vitals.heartRate).toBeUndefined();
      expect(facts.vitals.systolic).toBeUndefined();
      expect(facts.labs).toEqual([]);
    },
  );
});
