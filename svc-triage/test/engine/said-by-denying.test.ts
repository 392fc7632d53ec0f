import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * What a note says by denying or by its opposite. The affirmed text sets denials aside, so "nil other
 * injuries" and "No symptoms" could not be read there; `saysBeforeNegation` reads them as written. And a
 * driver who "self-extricated" got out of the car alone, a sign of a minor crash: "extricat*" had read it as
 * the 2021 field-triage guideline's extrication by a crew, a high-risk mechanism (ESI 2).
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });
const calm = 'BP 128/78, HR 80, RR 16, sats 99% RA';

describe('a driver who got out of the car alone', () => {
  const lowSpeed = (extra: string) =>
    adult(
      'Neck pain post MVC',
      `Restrained driver, rear-ended at ~15 km/h while stopped at lights, airbags not deployed, ${extra}, ambulant at scene. c/o neck pain, mild midline tenderness C5. Nil neuro sx, nil other injuries.`,
      calm,
    );

  it('self-extricated is no high-risk mechanism, and the neck alone needs its imaging only (ESI 4)', () => {
    const item = lowSpeed('self-extricated');
    expect(flagIds(item)).not.toContain('major-trauma');
    expect(resourcesOf(item)).toEqual(['advancedImaging']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: extricated by the fire service is the guideline’s high-risk crash (ESI 2)', () => {
    const item = lowSpeed('extricated by the fire service after 40 minutes');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: with other injuries the X-ray of the painful areas stays', () => {
    const item = adult(
      'Neck pain post MVC',
      'Restrained driver, rear-ended at low speed, self-extricated. Neck pain with midline tenderness, and a sore swollen left wrist.',
      calm,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['advancedImaging', 'xray']));
  });
});

describe('a well patient asking about a result, told by denying', () => {
  it('"No symptoms" with a question about an ALT on a statin needs no test now (ESI 5)', () => {
    const item = caseFormMaker({ patientAge: '60', gender: 'female' })(
      'Liver test slightly high',
      'Record: ALT 62 on statin monitoring, asks whether to stop atorvastatin. No symptoms, not jaundiced.',
      'HR 72, BP 136/80, RR 14, SpO2 98% RA, T 36.6',
    );
    expect(resourcesOf(item)).not.toContain('labs');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a result with symptoms keeps its repeat', () => {
    const item = caseFormMaker({ patientAge: '60', gender: 'female' })(
      'Liver test slightly high',
      'ALT 62, asks whether to stop atorvastatin. Now has muscle aches and dark urine.',
      'HR 72, BP 136/80, RR 14, SpO2 98% RA, T 36.6',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});
