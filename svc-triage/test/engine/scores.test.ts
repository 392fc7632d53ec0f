import { analyzeCase } from '../../src/domain/engine';
import { dangerZoneVitals } from '../../src/domain/engine/scores/danger-zone-vitals';
import { decideEsi } from '../../src/domain/engine/scores/esi-decision';
import { countEsiResources } from '../../src/domain/engine/scores/esi-resources';
import { scoreNews2 } from '../../src/domain/engine/scores/news2.score';
import { scorePediatricVitals } from '../../src/domain/engine/scores/pediatric-vitals.score';
import { scoreQsofa } from '../../src/domain/engine/scores/qsofa.score';
import { scoreShockIndex } from '../../src/domain/engine/scores/shock-index.score';

describe('NEWS2 [RCP 2017 chart 1, SpO2 scale 1]', () => {
  it('scores a normal adult 0 [low]', () => {
    const news2 = scoreNews2({
      respiratoryRate: 16,
      spo2: 97,
      systolic: 125,
      heartRate: 75,
      consciousness: 'A',
      temperatureC: 37,
    });
    expect(news2.total).toBe(0);
    expect(news2.risk).toBe('low');
  });

  it('scores every band edge from the chart', () => {
    const points = (input: Parameters<typeof scoreNews2>[0], parameter: string) =>
      scoreNews2(input).components.find((component) => component.parameter === parameter)?.points;
    expect(
      [8, 9, 11, 12, 20, 21, 24, 25].map((rr) => points({ respiratoryRate: rr }, 'Respiration rate')),
    ).toEqual([3, 1, 1, 0, 0, 2, 2, 3]);
    expect([91, 92, 93, 94, 95, 96].map((spo2) => points({ spo2 }, 'SpO2 (scale 1)'))).toEqual([
      3, 2, 2, 1, 1, 0,
    ]);
    expect(
      [90, 91, 100, 101, 110, 111, 219, 220].map((sbp) =>
        points({ systolic: sbp }, 'Systolic blood pressure'),
      ),
    ).toEqual([3, 2, 2, 1, 1, 0, 0, 3]);
    expect(
      [40, 41, 50, 51, 90, 91, 110, 111, 130, 131].map((hr) => points({ heartRate: hr }, 'Pulse')),
    ).toEqual([3, 1, 1, 0, 0, 1, 1, 2, 2, 3]);
    expect(
      [35.0, 35.1, 36.0, 36.1, 38.0, 38.1, 39.0, 39.1].map((t) => points({ temperatureC: t }, 'Temperature')),
    ).toEqual([3, 1, 1, 0, 0, 1, 1, 2]);
  });

  it('gives 3 for new confusion and 2 for supplemental oxygen', () => {
    expect(scoreNews2({ consciousness: 'C' }).total).toBe(3);
    expect(scoreNews2({ onSupplementalOxygen: true }).total).toBe(2);
  });

  it('a worked septic patient: RR 24, SpO2 93, air, SBP 105, HR 115, alert, 38.5 C totals 8 [high]', () => {
    const news2 = scoreNews2({
      respiratoryRate: 24,
      spo2: 93,
      systolic: 105,
      heartRate: 115,
      consciousness: 'A',
      temperatureC: 38.5,
    });
    expect(news2.total).toBe(2 + 2 + 0 + 1 + 2 + 0 + 1);
    expect(news2.risk).toBe('high');
  });

  it('a single parameter scoring 3 is low-medium; 5–6 is medium', () => {
    expect(scoreNews2({ respiratoryRate: 26 }).risk).toBe('low-medium');
    expect(scoreNews2({ respiratoryRate: 22, heartRate: 115, temperatureC: 38.5 }).risk).toBe('medium');
  });

  it('lists the parameters it could not score', () => {
    expect(scoreNews2({ heartRate: 80 }).missingParameters).toEqual([
      'Respiration rate',
      'SpO2 (scale 1)',
      'Systolic blood pressure',
      'Temperature',
    ]);
  });
});

describe('qSOFA [Seymour et al., JAMA 2016]', () => {
  it('RR 22, SBP 100 and altered mentation each score 1; 2 or more is positive', () => {
    expect(scoreQsofa({ respiratoryRate: 22, systolic: 100, alteredMentation: true }).total).toBe(3);
    expect(scoreQsofa({ respiratoryRate: 21, systolic: 101, alteredMentation: false }).total).toBe(0);
    expect(scoreQsofa({ respiratoryRate: 22, systolic: 101, alteredMentation: true }).positive).toBe(true);
    expect(scoreQsofa({ respiratoryRate: 22, systolic: 120, alteredMentation: false }).positive).toBe(false);
  });
});

describe('shock index [Allgöwer and Burri 1967]', () => {
  it('is HR / SBP with bands at 1.0 and 1.3', () => {
    expect(scoreShockIndex(70, 120)).toMatchObject({ value: 0.58, band: 'normal' });
    expect(scoreShockIndex(100, 100)).toMatchObject({ value: 1, band: 'abnormal' });
    expect(scoreShockIndex(130, 100)).toMatchObject({ value: 1.3, band: 'severe' });
    expect(scoreShockIndex(undefined, 100)).toBeNull();
  });
});

describe('ESI v4 resources and decision points', () => {
  it('counts types, not tests; a complex procedure counts 2', () => {
    expect(countEsiResources(['labs', 'labs'])).toBe(1);
    expect(countEsiResources(['labs', 'xray'])).toBe(2);
    expect(countEsiResources(['complexProcedure'])).toBe(2);
    expect(countEsiResources([])).toBe(0);
  });

  it('follows A, B, C and D in order', () => {
    const base = { lifeSavingInterventions: [], highRiskReasons: [], resources: [], dangerZone: [] };
    expect(decideEsi({ ...base, lifeSavingInterventions: ['apnea'], highRiskReasons: ['x'] })).toMatchObject({
      level: 1,
      decisionPoint: 'A',
    });
    expect(decideEsi({ ...base, highRiskReasons: ['new confusion'] })).toMatchObject({
      level: 2,
      decisionPoint: 'B',
    });
    expect(decideEsi({ ...base, resources: ['labs', 'xray'], dangerZone: ['HR 120'] })).toMatchObject({
      level: 2,
      decisionPoint: 'D',
    });
    expect(decideEsi({ ...base, resources: ['labs', 'xray'] })).toMatchObject({
      level: 3,
      decisionPoint: 'C',
    });
    expect(decideEsi({ ...base, resources: ['simpleProcedure'] }).level).toBe(4);
    expect(decideEsi(base).level).toBe(5);
    expect(decideEsi({ ...base, resources: ['simpleProcedure'], dangerZone: ['HR 120'] }).level).toBe(4);
  });
});

describe('pediatric danger zones [ESI handbook] and vital-sign bands', () => {
  it('uses the handbook thresholds by age', () => {
    expect(dangerZoneVitals(0.1, { heartRate: 181, respiratoryRate: 51 })).toHaveLength(2);
    expect(dangerZoneVitals(0.1, { heartRate: 180, respiratoryRate: 50 })).toHaveLength(0);
    expect(dangerZoneVitals(2, { heartRate: 161, respiratoryRate: 41 })).toHaveLength(2);
    expect(dangerZoneVitals(2, { heartRate: 160, respiratoryRate: 40 })).toHaveLength(0);
    expect(dangerZoneVitals(5, { heartRate: 141, respiratoryRate: 31 })).toHaveLength(2);
    expect(dangerZoneVitals(30, { heartRate: 101, respiratoryRate: 21 })).toHaveLength(2);
    expect(dangerZoneVitals(30, { spo2: 91 })).toEqual(['SpO2 91% < 92%']);
  });

  it('flags hypotension for age and is null for adults', () => {
    expect(scorePediatricVitals(4, { systolic: 74 })?.outsideNormalRange.join()).toContain('hypotension');
    expect(scorePediatricVitals(4, { systolic: 80 })?.outsideNormalRange).toEqual([]);
    expect(scorePediatricVitals(30, { systolic: 80 })).toBeNull();
  });
});

describe('compensated shock in a child', () => {
  const infant = (symptoms: string, vitals: string) =>
    analyzeCase({ patientAge: '6 weeks', gender: 'female', chiefComplaint: 'Not feeding', symptoms, vitals });

  it('a slow refill with tachycardia and mottled skin is ESI 1 before the blood pressure falls', () => {
    const result = infant(
      'Not feeding well for a day, mottled',
      'HR 190, RR 60, SpO2 96%, Temp 36.9, CRT 4 s',
    );
    expect(result.esi).toBe(1);
    expect(result.reasons.join(' ')).toContain('shock in a child');
  });

  it('a slow refill alone, with a normal heart rate and alert, is not', () => {
    const result = infant(
      'Feeding a little less, alert and pink',
      'HR 150, RR 44, SpO2 98%, Temp 37.0, CRT 3 s',
    );
    expect(result.esi).not.toBe(1);
  });
});
