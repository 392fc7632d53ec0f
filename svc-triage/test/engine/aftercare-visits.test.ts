import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Visits the ESI handbook counts as needing no resources: sutures out ("ROS"), a plaster or backslab
 * check, crutches after an injury already seen, a thorn prick that left nothing behind and only needs
 * tetanus cover. Each is ESI 5; a cast with numb toes, or a thorn still in a swollen finger, is not.
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'female' });

describe('aftercare that needs no resources', () => {
  it.each([
    [
      'ROS',
      'Attending for removal of sutures L forearm, repaired here 10 days ago. Well healed, no erythema.',
    ],
    ['Plaster check', 'Ankle backslab, no pain, toes pink and warm'],
    ['Needs crutches', 'Ankle sprain seen yesterday, X-ray normal, wants crutches'],
    [
      'Puncture wound, ?tetanus status',
      'Pricked R hand on a rose thorn this am. Tiny puncture, clean, no FB visible. Requesting tetanus only.',
    ],
  ])('%j: ESI 5', (complaint, story) => {
    const item = adult(complaint, story, 'HR 72, BP 124/78');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('"ROS" is the removal of sutures', () => {
    expect(presentationIds(adult('ROS', 'Sutures in scalp, 7 days'))).toContain('wound-care-visit');
  });

  it('a cast with numb blue toes, or a thorn still in a swollen finger, needs something done', () => {
    expect(
      resourcesOf(adult('Plaster check', 'Backslab on since yesterday, toes are blue and numb')),
    ).not.toEqual([]);
    expect(
      resourcesOf(adult('Thorn in finger', 'Thorn broke off deep in my finger, it is red and swollen')),
    ).not.toEqual([]);
  });
});
