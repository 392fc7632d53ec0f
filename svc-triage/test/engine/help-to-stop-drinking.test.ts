import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Someone who asks for help to stop drinking, sober and without a sign of withdrawal (no tremor, sweats
 * or hallucinations), is given advice and the community alcohol service (NICE CG115): no resources, ESI 5.
 * "Stop drinking" in the complaint box is the request, not an intoxication. When a detox unit requires
 * bloods before it accepts, the bloods are asked for and done (ESI 4).
 */
const man = caseFormMaker({ patientAge: '41', gender: 'male' });
const story =
  "About 3 cans most nights since my divorce. Last drink was last night. I don't have the shakes, I'm not seeing things and I'm not sweaty. I just want to know where to get help.";

describe('help to stop drinking', () => {
  it('with no sign of withdrawal: advice and signposting (ESI 5)', () => {
    const item = man('Want help to stop drinking', story, 'HR 82, BP 138/86, RR 14, SpO2 98%, T 36.6');
    expect(presentationIds(item)).not.toContain('substance-intoxication');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a detox unit that requires bloods before accepting gets them (ESI 4)', () => {
    const item = man(
      'detox request',
      'Requesting inpatient detox; the unit requires bloods (FBC, LFT, U&E) before accepting. Last drink last night. No tremor, no sweats.',
      'HR 82, BP 138/86',
    );
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });
});
