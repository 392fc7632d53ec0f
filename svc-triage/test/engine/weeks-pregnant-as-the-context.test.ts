import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * "Cold and sore throat, 26 weeks pregnant" names a cold; the weeks are who has it. A minor complaint named
 * beside the pregnancy in the chief complaint is not a pregnancy problem needing CTG and bloods: a cold is
 * advice (ESI 5), a cystitis a urine culture (ESI 4, NICE NG109 in pregnancy). A pregnancy named alone, or
 * with pain, bleeding, a fall or reduced movements, is still the obstetric team's.
 */
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });
const obs = 'T 37.0, HR 86, BP 110/66, RR 16, SpO2 99% RA';

describe('weeks pregnant as the context', () => {
  it('"Cold and sore throat, 26 weeks pregnant", well, baby moving: advice, ESI 5', () => {
    const item = woman(
      'Cold and sore throat, 26 weeks pregnant',
      "Cold for three days, runny nose, sore throat, dry cough. No temperature, not short of breath. Baby's moving loads, no pains or bleeding.",
      obs,
    );
    expect(presentationIds(item)).not.toContain('later-pregnancy-issue');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('"Stinging passing urine, 24 weeks pregnant": a urine culture, ESI 4', () => {
    const item = woman(
      'Stinging passing urine, 24 weeks pregnant',
      'Dysuria and frequency x2 days. No fever, loin pain or vomiting. No abdominal pain, tightenings or bleeding. Fetal movements normal.',
      obs,
    );
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it.each([
    ['32 weeks pregnant, worried', 'Feels something is not right, tightenings on and off.'],
    ['Tummy pain, 30 weeks pregnant', 'Constant pain since this morning, baby moving less.'],
  ])('near-miss: "%s" is still a pregnancy problem', (complaint, story) => {
    expect(presentationIds(woman(complaint, story, obs))).toContain('later-pregnancy-issue');
  });
});
