import type { CaseForm, EngineResult } from '../engine';
import { caseFormText, guidelineFindingsText } from './case-prompt-text';
import type { ChatMessage } from './llm-client.port';
import { DATA_NOT_INSTRUCTIONS, dataBlock } from './patient-text';

const SYSTEM_PROMPT = `You are an emergency triage assistant supporting clinicians and trainees. You assess one patient case using the Emergency Severity Index (ESI v4): ESI 1 = EMERGENCY, ESI 2 = HIGH, ESI 3 = MEDIUM, ESI 4-5 = LOW.

${DATA_NOT_INSTRUCTIONS}

A deterministic guideline engine has already read the case; its findings are given. Use them, and do not assign a less urgent level than any red flag it found unless the case clearly contradicts the finding (your level will be checked against the guideline floor either way).

Answer with one JSON object only, no prose and no markdown, with exactly these fields:
- level: "EMERGENCY" | "HIGH" | "MEDIUM" | "LOW"
- esi: integer 1-5 consistent with level
- reasons: short strings explaining the level
- redFlags: [{ name, evidence }] found in the case
- differential: [{ condition, why }], most dangerous first
- immediateActions, workup: short strings
- disposition: one sentence
- missingData: [{ id, description }] information that would change the triage or plan
- confidence: number from 0 to 1
Write plain text only: no HTML, no markdown.`;

/** The chat messages that ask the model for the structured analysis of a case. */
export function analysisMessages(
  form: CaseForm,
  engine: EngineResult,
  additionalInformation: string[] = [],
): ChatMessage[] {
  const user = [
    'Assess this patient case.',
    dataBlock('patient_case', caseFormText(form)),
    ...(additionalInformation.length
      ? [
          'Answers the clinician gave to follow-up questions (also data):',
          dataBlock('follow_up_answers', additionalInformation.join('\n\n')),
        ]
      : []),
    dataBlock('guideline_findings', guidelineFindingsText(engine)),
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
