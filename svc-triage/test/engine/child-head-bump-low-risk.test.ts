import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A school-age child's knock to the head with none of the PECARN or NICE NG232 features (no loss of
 * consciousness, no repeated vomiting, acting normally, no severe headache, no dangerous mechanism, no
 * sign of a skull fracture) needs no CT: advice only, ESI 5. Adults had that rule (the Canadian CT head
 * rule); a child of 5 to 15 was always given a CT and called ESI 4. A knocked-out child still gets one.
 */
const child = caseFormMaker({ patientAge: '8', gender: 'female' });

describe('a low-risk head bump in a school-age child', () => {
  it('a bumped forehead at the playground, playing normally: no CT (ESI 5)', () => {
    const item = child(
      'Bumped head',
      'Bumped forehead on playground bar 2 h ago. No LOC, no vomiting, playing normally. Small bump, no wound.',
      'HR 90, RR 20',
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a head clash at football at 12 with a mild headache and no red flags', () => {
    const item = child(
      'Head injury',
      'Clashed heads at football, no loss of consciousness, no vomiting, mild headache, alert and chatty.',
      '',
      '12',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
  });

  it('near-miss: knocked out briefly falling off a bike gets a CT', () => {
    const item = child(
      'Head injury',
      'Fell off bike, hit head, knocked out for a few seconds, now alert.',
      '',
      '10',
      'male',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });

  it('near-miss: vomiting three times after a head knock gets a CT', () => {
    const item = child(
      'Head injury',
      'Hit head on a doorframe, vomited three times since, a bit quiet.',
      '',
      '9',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});
