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

const resourceName = (resource: string) => esiResourceNames[resource as EsiResource] ?? resource;

/** The level, why, the resources and why each, what could change it, and the decision rules applied. */
function triageLevelLines(result: EngineResult): string[] {
  const { esi: esiScore } = result.scores;
  const [primary, ...others] = result.presentations ?? [];
  const plan = esiScore.resourcePlan ?? esiScore.resources.map((resource) => ({ resource, why: '' }));
  const lines = [
    `${result.level} - ESI ${result.esi}, ${decisionPointMeaning[esiScore.decisionPoint]}`,
    `Confidence: ${Math.round(result.confidence * 100)}%`,
  ];
  if (primary)
    lines.push(
      `Presenting complaint: ${primary.name}${others.length ? `; also ${others.map((other) => other.name).join(', ')}` : ''}`,
    );
  lines.push('Why this level:', ...bullets(result.reasons, 'No high-risk features found'));
  lines.push(`ESI resources expected: ${plan.length ? '' : 'none '}[${esiScore.resourceCount}]`);
  lines.push(...plan.map(({ resource, why }) => `- ${resourceName(resource)}${why ? `: ${why}` : ''}`));
  for (const { resource, why } of esiScore.notNeeded ?? [])
    lines.push(`- not needed: ${resourceName(resource)} - ${why}`);
  if (result.alternatives?.length)
    lines.push(
      `Could change: ${result.alternatives.map((alternative) => `ESI ${alternative.esi} if ${alternative.condition}`).join('; ')}`,
    );
  if (result.decisionRules?.length) {
    lines.push('Decision rules:');
    for (const rule of result.decisionRules)
      lines.push(
        `- ${rule.name}${rule.score !== undefined ? ` ${rule.score}` : ''}: ${rule.outcome}${rule.status === 'partial' ? ` [incomplete; not known: ${rule.missing.join(', ')}]` : ''}`,
      );
  }
  return lines;
}

/**
 * The readable analysis for trainees. Parentheses are written as square brackets throughout so that
 * the spec §4 extraction rule "text inside parentheses is used" cannot pick anything but the level.
 */
export function renderResultText(result: EngineResult): string {
  const sections: Array<[string, string[]]> = [
    [RESULT_HEADINGS[0], triageLevelLines(result)],
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
