import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts, type CaseFacts } from '../../src/domain/engine/reading/case-facts';
import { compilePhrases, execPhrases, near, says } from '../../src/domain/engine/red-flags/matchers';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * The reading turns "can't" and "cannot" into "unable to" before any phrase is matched, so a phrase
 * written only with "can't" never matched at all: "I can't see the point in living" was not heard as
 * suicidal, "can't remember the fall" not as amnesia, "can't see out of my eye" not as vision lost.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });

it('the reading says "unable to" for "can\'t" and "cannot"', () => {
  expect(readCaseFacts(form('x', "I can't sleep and cannot concentrate.")).presenting.affirmed).toContain(
    'unable to sleep and unable to concentrate',
  );
});

it('"I can\'t see the point in living" is suicidal ideation (ESI 2)', () => {
  const item = form('feeling low', "I can't see the point in living any more.", '', '30');
  expect(flagIds(item)).toContain('suicide-risk');
  expect(analyzeCase(item).esi).toBe(2);
});

it('a head injury he "can\'t remember" is amnesia, which the CT head rules image', () => {
  expect(
    resourcesOf(form('head injury', "Fell and hit his head, can't remember the fall.", '', '30')),
  ).toContain('advancedImaging');
});

describe('the eye', () => {
  it('"can\'t see out of" the eye after sudden floaters is vision lost (ESI 2)', () => {
    expect(
      analyzeCase(
        form('floaters', "Sudden shower of floaters, now I can't see out of my right eye.", '', '60'),
      ).esi,
    ).toBe(2);
  });

  it('near-miss: flashes and floaters alone, sight clear, are examined today (ESI 4)', () => {
    const item = form(
      'flashing lights',
      'New flashes and floaters in the left eye since this morning, vision fine.',
      '',
      '60',
    );
    expect(flagIds(item)).not.toContain('sudden-vision-loss');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('while a curtain coming across the vision is the retina detaching (ESI 2)', () => {
    expect(
      analyzeCase(form('floaters', 'New floaters then a dark curtain coming across from the side.', '', '60'))
        .esi,
    ).toBe(2);
  });
});

describe('a phrase written with "can\'t" is read the way the text is', () => {
  const affirmed = (text: string) => readCaseFacts(form('x', text)).presenting.affirmed;
  const phrase = "can't hold (a|the) cup";

  it.each([
    "She can't hold a cup since this morning.",
    'She cannot hold the cup.',
    'She is not able to hold a cup.',
    'She is no longer able to hold a cup.',
  ])('"%s" is found by a phrase written "can\'t hold a cup"', (text) => {
    expect(says(phrase)({ presenting: { affirmed: affirmed(text) } } as CaseFacts)).not.toBeNull();
  });

  it('so is a phrase written "cannot", in a complaint list and beside another phrase', () => {
    const text = affirmed("Can't lift his right arm; weak.");
    expect(execPhrases(text, compilePhrases(['cannot lift (his|her) (right|left) arm']))).not.toBeNull();
    expect(near("can't lift", 'arm')({ presenting: { affirmed: text } } as CaseFacts)).not.toBeNull();
  });

  it('and a phrase that says neither still needs its own words', () => {
    expect(
      says(phrase)({ presenting: { affirmed: affirmed('She can hold a cup.') } } as CaseFacts),
    ).toBeNull();
  });
});
