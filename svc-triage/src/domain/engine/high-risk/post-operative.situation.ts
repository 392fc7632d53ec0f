import { abdominalPain } from '../red-flags/common-phrases';
import { allOf, anyOf, fever, historyOf, says } from '../red-flags/matchers';
import type { HighRiskSituation } from './high-risk.types';

const FEW_DAYS =
  '([1-9]|[1-3][0-9]|4[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)';
const FEW_WEEKS = '([1-6]|one|two|three|four|five|six|a few|a couple of)';
/** An operation named as such or by its suffix: "anterior resection", "laparotomy", "appendicectomy". */
const OPERATION =
  '(surgery|operation|op|resection|anastomosis|laparotomy|laparoscopy|\\w+ectomy|\\w+otomy|\\w+ostomy|\\w+plasty|hernia repair|bypass)';

/** An operation in the past six weeks: NICE NG51 counts it as a risk factor for sepsis. */
const recentOperation = [
  `${FEW_DAYS} days? (after|post|since|following) (an? |his |her |my |the |their )?(\\w+ )?${OPERATION}`,
  `${FEW_WEEKS} weeks? (after|post|since|following) (an? |his |her |my |the |their )?(\\w+ )?${OPERATION}`,
  // "A laparotomy for diverticular disease 10 days ago"
  `${OPERATION}( (for|of|on|to)( [\\w'-]+){1,4})? ${FEW_DAYS} days? ago`,
  `${OPERATION}( (for|of|on|to)( [\\w'-]+){1,4})? ${FEW_WEEKS} weeks? ago`,
  `(day|pod) ${FEW_DAYS} (post|after) ?-?op\\w*`,
  `post ?-?op(erative)? day ${FEW_DAYS}`,
  'pod [1-9][0-9]?',
];

/**
 * Fever with abdominal pain within six weeks of an operation: an anastomotic leak, a collection or
 * sepsis until shown otherwise, whatever the vital signs say yet.
 */
const feverAndPainAfterAnOperation = allOf(
  fever,
  abdominalPain,
  // The narrative tells of the operation, or the history dates it.
  anyOf(says(...recentOperation), historyOf(...recentOperation)),
);

export const postOperativeSituation: HighRiskSituation = {
  id: 'fever-after-an-operation',
  name: 'Fever and abdominal pain after a recent operation',
  source:
    'NICE NG51 Sepsis [surgery in the past 6 weeks]; ESI v4 Implementation Handbook [high-risk situation]',
  detect: ({ facts }) => feverAndPainAfterAnOperation(facts),
  saidByRedFlags: ['septic-shock', 'sepsis', 'acute-abdomen-perforation'],
};
