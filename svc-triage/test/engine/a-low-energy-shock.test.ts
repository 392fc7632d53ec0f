import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A low-voltage shock without a burn, a loss of consciousness or a symptom: an adult has an ECG (and no
 * bloods); a child after a household or fence shock, and anyone after an electric fence's brief pulse,
 * needs no ECG either, since an arrhythmia after such a shock shows at once or not at all.
 */
const person = caseFormMaker({ patientAge: '2', gender: 'female' });

it('a toddler who grabbed the electric fence, running about since, no marks: no resources (ESI 5)', () => {
  const item = person(
    'touched the electric fence',
    "Grabbed the electric fence round the paddock with her right hand, screamed, let go straight away. It's a battery energiser for the horses. Now running about, eating a biscuit, no marks or burns on her hand.",
    'HR 120, RR 26, sats 99 on air, temp 36.9',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('an adult shocked by a socket, well: the ECG alone', () => {
  expect(
    resourcesOf(
      person(
        'electric shock',
        'Shock from a socket changing a plug, tingling went, no burns.',
        '',
        '40',
        'male',
      ),
    ),
  ).toEqual(['ecg']);
});

describe('near-misses', () => {
  it('a child burnt by a socket keeps the ECG', () => {
    expect(
      resourcesOf(person('electric shock', 'Poked a fork in a socket, small burn on the finger.')),
    ).toContain('ecg');
  });

  it('an adult knocked out by an electric fence keeps the ECG', () => {
    expect(
      resourcesOf(
        person(
          'electric fence',
          'Fell against the electric fence, loss of consciousness for a minute.',
          '',
          '50',
          'male',
        ),
      ),
    ).toContain('ecg');
  });
});
