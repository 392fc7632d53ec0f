import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * One magnet swallowed by a well child passes like a coin: an X-ray to count and place it (ESI 4). Two or
 * more attract each other through the bowel wall and perforate it: an emergency (ESI 2), as is a magnet
 * with a battery. "One of the magnets", "only that one is missing" say a single one.
 */
const child = caseFormMaker({ patientAge: '7', gender: 'male' });
const WELL = 'HR 92 RR 20 SpO2 99% T 36.6';

it.each([
  [
    'Swallowed magnet',
    'Swallowed 1 x small disc magnet off a fridge toy ~1h ago. Rest of set counted - only one missing. No drooling, eating crisps, no abdo pain.',
  ],
  [
    'my son swallowed a little magnet',
    "He swallowed one of the small round magnets off the back of a fridge letter an hour ago. I've counted the rest and only that one is missing. He's fine, eating a biscuit.",
  ],
  ['swallowed a magnet', 'Swallowed a single fridge magnet button this morning, well, no pain.'],
])('"%s": a single magnet in a well child is an X-ray (ESI 4)', (chiefComplaint, symptoms) => {
  const item = child(chiefComplaint, symptoms, WELL);
  expect(flagIds(item)).not.toContain('foreign-body-or-battery');
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});

it.each([
  ['swallowed magnets', 'Swallowed two small magnets from a building set an hour ago, well.'],
  [
    'swallowed magnets',
    'Swallowed some of the magnetic balls from his sister’s set, not sure how many, well.',
  ],
  ['swallowed magnet', 'Swallowed 3 magnets off the fridge.'],
])('near-miss: "%s" with more than one is an emergency (ESI 2)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(child(chiefComplaint, symptoms, WELL)).esi).toBe(2);
});

describe('a battery named for another thing', () => {
  it('a coin swallowed, the spare-battery drawer checked and no button batteries missing: an X-ray (ESI 4)', () => {
    const item = child(
      'Swallowed a coin',
      'Swallowed a 2p coin playing shops, coughed for a few seconds then fine. No drooling, eating crisps. Dad checked all the remotes and the spare-battery drawer, no button batteries missing.',
      WELL,
      '4',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a battery swallowed from the remote is still an emergency', () => {
    const item = child(
      'Swallowed a battery',
      'Took the battery out of the remote and swallowed it, the battery cover is off. Eating crisps.',
      WELL,
      '4',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('"drunk" the verb', () => {
  it('a coin swallowed by a boy who "has drunk some juice" since: an X-ray, no intoxication (ESI 4)', () => {
    const item = child(
      'Father says son swallowed a 5p coin',
      'Swallowed a 5p coin about an hour ago, coughed once. Now breathing normally, not dribbling, has drunk some juice and eaten a yoghurt and is watching TV.',
      '',
      '3',
    );
    expect(presentationIds(item)).not.toContain('substance-intoxication');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: "he\'s drunk, smells of alcohol" is intoxication', () => {
    expect(presentationIds(child('fell over', "He's drunk, smells of alcohol.", '', '24'))).toContain(
      'substance-intoxication',
    );
  });
});
