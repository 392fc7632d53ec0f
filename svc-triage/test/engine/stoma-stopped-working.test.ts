import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A stoma that has put nothing out, with vomiting or a swollen belly, is a bowel obstruction until shown
 * otherwise (ASCRS 2022 ostomy guideline): bloods and a CT at least, ESI 3. "Nothing from the stoma" and
 * "no output in the bag" say the finding by denying it, so they are read before negation sets them aside.
 */
const person = caseFormMaker({ patientAge: '71', gender: 'female' });

it.each([
  [
    'nothing from stoma, vomiting',
    'Ileostomy since bowel cancer surgery. Nothing from the stoma since midnight, vomited green twice, belly swollen and crampy.',
  ],
  ['vomiting', 'Has a colostomy. No output into the bag for 14 hours, tummy distended, vomited three times.'],
  ['stoma problem', 'Her ileostomy bag has been empty all day and she is being sick, crampy pains.'],
])('"%s: %s" is a stoma not working: bloods and a CT (ESI 3)', (complaint, symptoms) => {
  const item = person(complaint, symptoms, 'HR 94 BP 132/78 RR 18 SpO2 97% T 37.0');
  expect(presentationIds(item)).toContain('ostomy-problem');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  expect(analyzeCase(item).esi).toBe(3);
});

describe('near-misses', () => {
  it('a leaking bag with the stoma working: no tests', () => {
    expect(
      resourcesOf(
        person(
          'stoma bag leaking',
          'Colostomy bag keeps leaking at night, skin a bit sore, stoma working normally, no vomiting.',
        ),
      ),
    ).toEqual([]);
  });

  it('no blood in the bag is no stopped stoma', () => {
    expect(
      resourcesOf(
        person(
          'stoma bag leaking',
          'Ileostomy bag leaking onto her skin, no blood in the bag, output normal.',
        ),
      ),
    ).not.toContain('advancedImaging');
  });
});
