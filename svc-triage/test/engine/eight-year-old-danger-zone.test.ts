import { dangerZoneBandFor, dangerZoneVitals } from '../../src/domain/engine/scores/danger-zone-vitals';

/**
 * ESI v4's danger-zone bands are "3-8 years" (heart rate over 140) and "> 8 years" (over 100): an
 * 8-year-old belongs to the first. A heart rate of 124 at 8 is not in the danger zone; at 9 it is.
 */
describe('the danger zone at eight years', () => {
  it('an 8-year-old is in the 3 to 8 years band', () => {
    expect(dangerZoneBandFor(8).label).toBe('3 to 8 years');
    expect(dangerZoneVitals(8, { heartRate: 124 })).toEqual([]);
  });

  it('a child over 8 is in the adult band', () => {
    expect(dangerZoneBandFor(8.5).label).toBe('over 8 years');
    expect(dangerZoneVitals(9, { heartRate: 124 })).toEqual(['HR 124 > 100 for age over 8 years']);
  });

  it('a 3-year-old keeps the band it had', () => {
    expect(dangerZoneBandFor(3).label).toBe('3 to 8 years');
  });
});
