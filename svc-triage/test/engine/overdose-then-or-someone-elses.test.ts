import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * An overdose in the past ("Hx OD 2012, well since", "previous overdose 3 years ago") or someone else's
 * ("friend OD'd last week") is not an overdose now. Read as one, a man asking for a repeat of his
 * sertraline and a heroin user asking for a naloxone kit were ESI 2. An overdose taken now, told beside a
 * past one, still is.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('an overdose then, or someone else’s', () => {
  it('a repeat prescription with a history of an overdose in 2012 (ESI 5)', () => {
    const item = adult(
      'Requests repeat Rx sertraline',
      'Ran out of sertraline yesterday, GP closed. Mood stable, no SI/HI. Hx OD 2012, well since.',
      'HR 72, BP 128/80',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a friend who overdosed last week, asking for a naloxone kit', () => {
    const item = adult(
      'Requests naloxone kit',
      "Uses heroin, friend OD'd last wk, wants naloxone and information on treatment services. Not intoxicated, GCS 15.",
      'HR 74, BP 120/76, RR 14, SpO2 98%',
      '29',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
  });

  it('a previous overdose three years ago', () => {
    expect(
      flagIds(
        adult(
          'Low mood',
          'Previous overdose 3 years ago, low mood again this month, no thoughts of self-harm.',
        ),
      ),
    ).not.toContain('overdose-poisoning');
  });

  it('near-miss: an overdose taken an hour ago beside a past one is an overdose', () => {
    expect(
      flagIds(
        adult('Overdose', 'Previous overdose in 2019. Took an overdose of 30 paracetamol an hour ago.'),
      ),
    ).toContain('overdose-poisoning');
  });

  it('near-miss: "sertraline 100 mg od" is a once-daily dose, not an overdose', () => {
    expect(
      flagIds(adult('Repeat prescription', 'Needs a repeat of sertraline 100 mg od, feels well.')),
    ).not.toContain('overdose-poisoning');
  });
});
