import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A fit that a witness says will not stop ("he's having a fit and it won't stop", "he's still jerking
 * now", "started shaking ten minutes ago and hasn't stopped") is status epilepticus until shown otherwise:
 * a benzodiazepine and the airway now (NICE NG217; ESI 1). A relative "still shaking" with fright, or a
 * fit that stopped, is not.
 */
const adult = caseFormMaker({ patientAge: '52', gender: 'male' });

describe('a fit that will not stop', () => {
  it.each([
    [
      "He's having a fit and it won't stop",
      'Started shaking all over in the car park about ten minutes ago. He has had fits before.',
    ],
    ['Seizure', "Started fitting 8 minutes ago at home and he hasn't stopped, he's still jerking now."],
    [
      'fits',
      'Fever 4 days, started fitting in the car, fitting again in the waiting area 10+ min not stopping.',
    ],
  ])('%j: status epilepticus (ESI 1)', (complaint, story) => {
    const item = adult(complaint, story);
    expect(flagIds(item)).toContain('status-epilepticus');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('he is not answering at all: unresponsive', () => {
    const item = adult('Collapsed', "He fell down in the shop and he's not answering me at all.");
    expect(analyzeCase(item).esi).toBe(1);
  });
});

describe('what is not', () => {
  it('a mother still shaking with fright after her toddler cut his head', () => {
    const item = adult(
      'Cut head',
      'He ran into the table, blood everywhere and his mum is still shaking. 2 cm gaping cut, eating a biscuit now.',
      '',
      '3',
    );
    expect(flagIds(item)).not.toContain('status-epilepticus');
  });

  it.each([
    ['Nosebleed', "Had a fit last year, now a nosebleed that won't stop, pinching for 20 minutes."],
    ['Headache', 'Had a fit last week and the headache is not stopping.'],
  ])('%j: a fit long over and something else that will not stop', (complaint, story) => {
    expect(flagIds(adult(complaint, story))).not.toContain('status-epilepticus');
  });

  it('a fit that stopped after a minute, now talking', () => {
    const item = adult(
      'Seizure',
      'Known epileptic, had a typical fit that stopped after a minute, now alert and talking.',
    );
    expect(flagIds(item)).not.toContain('status-epilepticus');
  });
});
