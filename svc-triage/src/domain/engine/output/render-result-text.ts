import type { EngineResult } from '../engine-result';
import { esiResourceNames, type EsiResource } from '../scores/esi-resources';

export const RESULT_HEADINGS = [
  '1. TRIAGE LEVEL',
  '2. KEY FINDINGS',
  '3. RED FLAGS',
  '4. DIFFERENTIAL DIAGNOSIS',
  '5. IMMEDIATE ACTIONS',
  '6. RECOMMENDED WORKUP',
  '7. DISPOSITION',
  '8. LIMITATIONS',
] as const;

const decisionPointMeaning = {
  A: 'decision point A: needs an immediate life-saving intervention',
  B: 'decision point B: high-risk situation, new confusion or severe pain/distress',
  C: 'decision point C: number of resources expected',
  D: 'decision point D: danger-zone vital signs',
} as const;

const bullets = (items: string[], empty: string) =>
  items.length ? items.map((item) => `- ${item}`) : [`- ${empty}`];

/**
 * The readable analysis for trainees. Parentheses are written as square brackets throughout so that
 * the spec §4 extraction rule "text inside parentheses is used" cannot pick anything but the level.
 */
export function renderResultText(result: EngineResult): string {
  const { esi: esiScore } = result.scores;
  const resources = esiScore.resources.map(
    (resource) => esiResourceNames[resource as EsiResource] ?? resource,
  );
  const sections: Array<[string, string[]]> = [
    [
      RESULT_HEADINGS[0],
      [
        `${result.level} - ESI ${result.esi}, ${decisionPointMeaning[esiScore.decisionPoint]}`,
        `Confidence: ${Math.round(result.confidence * 100)}%`,
        'Why this level:',
        ...bullets(result.reasons, 'No high-risk features found'),
        `ESI resources expected: ${resources.length ? resources.join(', ') : 'none'} [${esiScore.resourceCount}]`,
      ],
    ],
    [RESULT_HEADINGS[1], bullets(result.findings, 'No findings could be read')],
    [
      RESULT_HEADINGS[2],
      bullets(
        result.redFlags.map(
          (flag) => `${flag.name} [ESI floor ${flag.esiFloor}]: ${flag.evidence}. Source: ${flag.guideline}`,
        ),
        'None identified from the information given; absence of a red flag is not proof of safety',
      ),
    ],
    [
      RESULT_HEADINGS[3],
      result.differential.map((item, index) => `${index + 1}. ${item.condition} - ${item.why}`),
    ],
    [RESULT_HEADINGS[4], bullets(result.immediateActions, 'Routine care')],
    [
      RESULT_HEADINGS[5],
      bullets(result.workup, 'No investigations needed if the assessment stays reassuring'),
    ],
    [RESULT_HEADINGS[6], [result.disposition]],
    [
      RESULT_HEADINGS[7],
      [
        '- This is a deterministic guideline engine for training and educational support only. It is not a diagnosis and does not replace clinical judgement, local protocols or senior review.',
        '- It reads only what was written; re-triage whenever the patient changes.',
        ...(result.missingData.length
          ? [`- Missing or decisive data: ${result.missingData.map((item) => item.description).join('; ')}`]
          : []),
        `- Sources: ${result.guidelines.join('; ')}`,
      ],
    ],
  ];
  const text = sections.map(([heading, lines]) => [heading, ...lines].join('\n')).join('\n\n');
  return text.replace(/\(/g, '[').replace(/\)/g, ']');
}
