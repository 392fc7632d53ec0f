import { renderResultText, type EngineResult } from '../engine';
import type { AnalysisProviderInfo } from '../cases/stored-case';

export interface AnalysisTextNotes {
  provider: AnalysisProviderInfo;
  /** The AI provider was configured but gave no usable answer, so the engine's analysis is shown. */
  aiUnavailable?: boolean;
}

const ENGINE_LIMITATION =
  /- This is a deterministic guideline engine for training and educational support only\./;

/** The readable analysis: the engine's layout, with who wrote it stated under the triage level. */
export function renderAnalysisText(result: EngineResult, notes: AnalysisTextNotes): string {
  const text = renderResultText(result);
  const authorship =
    notes.provider.kind === 'llm'
      ? `Written by the AI model ${notes.provider.model ?? ''}, verified against the guideline engine's floor.`
      : notes.aiUnavailable
        ? 'The AI provider was unavailable, so this analysis is from the built-in guideline engine.'
        : null;
  const withNote = authorship ? insertAfterLevelLine(text, authorship) : text;
  if (notes.provider.kind !== 'llm') return withNote;
  return withNote.replace(
    ENGINE_LIMITATION,
    '- This analysis was written by an AI model and cross-checked by a deterministic guideline engine, for training and educational support only. AI output can be wrong.',
  );
}

/** Adds a line right after the level line, so the heading is still followed by the level word. */
export function insertAfterLevelLine(text: string, line: string): string {
  const lines = text.split('\n');
  lines.splice(2, 0, line.replace(/\(/g, '[').replace(/\)/g, ']'));
  return lines.join('\n');
}
