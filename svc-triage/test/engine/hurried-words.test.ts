import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, mentalStatusOf, resourcesOf } from './support/case-forms';

/**
 * Findings in the words of a note typed in a hurry:
 * - a "sore testicle" in a boy is testicular pain, torsion until shown otherwise (EAU 2024: ESI 2);
 * - "not sure what day it is" is disorientation, and "seeing spiders on the walls" is hallucinating:
 *   alcohol withdrawal with either is delirium tremens (ESI 2);
 * - "stood on a nail" is a plantar puncture, X-rayed when something may be left in.
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'male' });

describe('a sore testicle', () => {
  it('in a 14-year-old after football, swollen and high, is torsion until shown otherwise (ESI 2)', () => {
    const item = adult(
      'sore testicle',
      'right testicle really sore for 3 hours, swollen, vomited once',
      '',
      '14',
    );
    expect(flagIds(item)).toContain('testicular-torsion');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a sore throat in the same boy is not', () => {
    expect(flagIds(adult('sore throat', 'sore throat for 2 days, eating', '', '14'))).not.toContain(
      'testicular-torsion',
    );
  });
});

describe('delirium in a hurried note', () => {
  it('"not sure what day it is" is disorientation', () => {
    expect(mentalStatusOf(adult('shaking', 'shaking and sweaty, not sure what day it is')).altered).toBe(
      true,
    );
  });

  it('stopped drinking two days ago, shaking and "seeing spiders on the walls": delirium tremens (ESI 2)', () => {
    const item = adult(
      'shaking',
      'heavy drinker stopped 2 days ago shaking sweaty seeing spiders on the walls',
      'HR 112, BP 158/92, T 37.6',
    );
    expect(flagIds(item)).toContain('alcohol-withdrawal');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: "not sure what day her appointment is" and "seeing her friends in town" are not', () => {
    expect(mentalStatusOf(adult('Rash', 'not sure what day her appointment is, itchy rash')).altered).toBe(
      false,
    );
    const item = adult(
      'shaking',
      'stopped drinking yesterday, mild tremor, seeing her friends in town later',
    );
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/delirium tremens/);
  });
});

describe('stood on a nail', () => {
  it('through the boot, worried something is still in there: an X-ray (ESI 4)', () => {
    const item = adult(
      'stood on nail',
      'stood on a nail this morning that went through his boot into the sole, small puncture wound, worried something is still in there',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });
});
