import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/** A Bartholin's abscess is drained (one resource, ESI 4); a sexual-health screen needs a reason of its own. */
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

describe("a Bartholin's abscess", () => {
  it('a tense fluctuant abscess, afebrile and well: drainage only, ESI 4', () => {
    const item = woman(
      'Painful vulval swelling',
      "Painful swelling R labia majora 3/7. o/e 3 cm tense fluctuant Bartholin's abscess. Afebrile, otherwise well.",
      'T 36.9 HR 86',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('with a new partner and a discharge, the screen is kept', () => {
    const item = woman('Vulval swelling', "Bartholin's abscess, new partner, green discharge.", 'T 36.9');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'labs']));
  });
});
