import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A vaginal discharge as a woman says it ("more discharge than usual", "discharge and itching down
 * below"), yellowish and smelly after a new partner, is swabbed for the laboratory (BASHH 2021): one
 * resource, ESI 4. Typical thrush (white, itchy, no new partner, no smell) is treated without swabs.
 */
const woman = caseFormMaker({ patientAge: '23', gender: 'female' });

describe('discharge down below', () => {
  it('yellowish and smelly after a new partner: swabs (ESI 4)', () => {
    const item = woman(
      'discharge and itching down below',
      "More discharge than usual for a week, yellowish and it smells, and it's itchy. New boyfriend since last month, didn't always use condoms. No tummy pain, no temperature.",
      'HR 76, BP 112/70, T 36.8',
    );
    expect(presentationIds(item)).toContain('vaginal-discharge');
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: itchy down below with a white discharge, no new partner, no smell: thrush, no swabs', () => {
    const item = woman(
      'itchy down below',
      'Itchy down below with a white cottage cheese discharge for 3 days.',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});
