import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Urinary retention in the days after an operation, told as "can't empty bladder" or by a bladder scan of
 * 720 mL, is drained with a catheter (ESI 4): the prolapse that was repaired is not a prolapse now, and an
 * obstruction of hours needs no renal work-up. Retention with a fever is still worked up.
 */
const older = caseFormMaker({ patientAge: '73', gender: 'female' });

it('can’t empty her bladder three days after a prolapse repair, scan 720 mL: a catheter, ESI 4', () => {
  const item = older(
    "Can't empty bladder after prolapse operation",
    'Anterior and posterior vaginal wall repair three days ago. Since yesterday passing only small dribbles, lower abdominal fullness 5/10. No fever, no loin pain. Bladder scan shows 720 mL.',
    'BP 152/86, HR 84, RR 16, T 36.7',
  );
  expect(presentationIds(item)).toEqual(['urinary-retention']);
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('near-miss: retention after an operation with a fever keeps its bloods', () => {
  const item = older(
    'Unable to pass urine',
    'Unable to pass urine since her hernia operation two days ago, shivery with a fever.',
    'T 38.4 HR 104',
  );
  expect(resourcesOf(item)).toContain('labs');
});

it('near-miss: a prolapse coming down is still a prolapse', () => {
  expect(presentationIds(older('prolapse', 'Something coming down, prolapse worse this week.'))).toContain(
    'pelvic-organ-prolapse',
  );
});
