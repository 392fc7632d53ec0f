import fs from 'node:fs';
import path from 'node:path';
import { readPatientAge } from '@manan/contracts';
import { parseAge } from '../../src/domain/engine/reading/age.parser';

/**
 * The case form's rule for the patient age (contracts' readPatientAge, which the form and svc-triage's
 * request schema enforce) and the engine's age reader must agree: every age the form lets through is read
 * by the engine as the same age, or triage would reason about another patient than the one written.
 */
const unitWords = {
  years: ['y', 'yo', 'y/o', 'y.o.', 'yr', 'yrs', 'year', 'years'],
  months: ['m', 'mo', 'mos', 'mth', 'mths', 'mon', 'month', 'months'],
  weeks: ['w', 'wk', 'wks', 'week', 'weeks'],
  days: ['d', 'dy', 'dys', 'day', 'days'],
  hours: ['h', 'hr', 'hrs', 'hour', 'hours'],
};
const amounts = ['1', '2', '3', '10', '18', '24', '58', '0.5', '2.5'];
const joins = ['', ' ', '-'];
const endings = ['', ' old'];

/** Every single-unit age over those amounts, units, joins and endings, and pairs of units. */
function writtenAges(): string[] {
  const ages = new Set<string>(['newborn', 'neonate', 'Newborn', '90+', '90+ years', '90+-year-old']);
  for (const amount of amounts) {
    ages.add(amount);
    for (const ending of endings)
      for (const words of Object.values(unitWords))
        for (const word of words) for (const join of joins) ages.add(`${amount}${join}${word}${ending}`);
  }
  for (const denominator of ['12', '52', '7'])
    for (const amount of ['1', '3', '6', '11']) ages.add(`${amount}/${denominator}`);
  const units = Object.values(unitWords);
  for (let larger = 0; larger < units.length; larger += 1)
    for (let smaller = larger + 1; smaller < units.length; smaller += 1)
      for (const separator of [' ', ', ', ' and '])
        ages.add(`2 ${units[larger]!.at(-1)}${separator}3 ${units[smaller]!.at(-1)}`);
  return [...ages];
}

describe('the patient age: what the case form accepts, the engine reads the same', () => {
  const accepted = writtenAges().filter((text) => readPatientAge(text).ok);

  it('when ages are written every way the form accepts, then there are hundreds of them', () => {
    expect(accepted.length).toBeGreaterThan(500);
  });

  it('when the form accepts an age, then the engine reads it, to the same day', () => {
    const disagreements = accepted.flatMap((text) => {
      const form = readPatientAge(text);
      const engine = parseAge(text);
      if (!form.ok) return [];
      return engine && engine.days === Math.round(form.days)
        ? []
        : [{ text, form: form.days, engine: engine?.days }];
    });
    expect(disagreements).toEqual([]);
  });

  it.each(['dev-set.jsonl', 'own-vignettes.jsonl'])(
    'when the ages of the %s cases are checked, then the form accepts every one that was written',
    (file) => {
      const ages = fs
        .readFileSync(path.join(__dirname, 'fixtures', file), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => String((JSON.parse(line) as { case: { patientAge?: unknown } }).case.patientAge ?? ''))
        .filter((age) => age.trim());
      expect(ages.length).toBeGreaterThan(200);
      expect(ages.filter((age) => !readPatientAge(age).ok)).toEqual([]);
    },
  );
});
