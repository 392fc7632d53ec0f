import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * Constipation from a newly started codeine, with the bowel still passing wind, no vomiting and a soft
 * belly, is treated with laxatives (ESI 5), even after five days and with a little bloating: a bowel
 * that passes wind is not obstructed, and without overflow or a loaded rectum there is nothing to
 * disimpact. Vomiting, a distended belly, no wind at all or faecal leakage keep the work-up or the enema.
 */
const older = caseFormMaker({ patientAge: '80', gender: 'female' });
const OBS = 'HR 70, BP 142/80, RR 14, SpO2 97%, T 36.6';

it.each([
  [
    'Not opened bowels for five days',
    "Hasn't opened his bowels for 5 days since the GP started co-codamol for his knee. Passing wind, eating and drinking normally, no vomiting, feels 'full', abdomen soft, non-tender, not distended.",
  ],
  [
    'Constipated for five days',
    "She hasn't been for five days since she started the codeine for her hip. She's a bit bloated but she's passing wind, eating her meals, and she's not been sick. Tried prunes, wants something stronger.",
  ],
])('"%s" is a laxative (ESI 5)', (chiefComplaint, symptoms) => {
  const item = {
    ...older(chiefComplaint, symptoms, OBS),
    currentMedications: 'Co-codamol 30/500, amlodipine',
  };
  expect(flagIds(item)).not.toContain('bowel-obstruction');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses', () => {
  it('vomiting and a distended belly with no wind for two days is an obstruction', () => {
    const item = older(
      'constipation',
      'No bowels or wind for 3 days, vomited 4 times, belly distended.',
      OBS,
    );
    expect(flagIds(item)).toContain('bowel-obstruction');
  });

  it('six days with faecal leakage is an impaction for an enema', () => {
    const item = older(
      'constipation',
      'No BO 6 days, small faecal leakage, passing flatus, abdomen soft.',
      OBS,
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });
});
