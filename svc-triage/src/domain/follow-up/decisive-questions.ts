import type { EngineResult } from '../engine';
import { questionCatalog, type QuestionDefinition } from './follow-up-question-catalog';

/**
 * The questions whose answers would change the level: each of the engine's alternatives ("ESI 2 if the
 * pain is 7/10 or more", "ESI 5 if the Ottawa ankle rules are negative once complete") asked back.
 */
export function decisiveQuestions(
  result: Pick<EngineResult, 'alternatives' | 'decisionRules'>,
): QuestionDefinition[] {
  const questions: QuestionDefinition[] = [];
  for (const alternative of result.alternatives ?? []) {
    const { condition } = alternative;
    const rule = (result.decisionRules ?? []).find((candidate) => condition.includes(candidate.name));
    if (rule && rule.missing.length)
      questions.push({
        id: `rule.${rule.id}`,
        question: `For the ${rule.name}: ${rule.missing.join('; ')}?`,
      });
    else if (/pain/.test(condition)) pushKnown(questions, 'vitals.pain-score');
    else if (/pregnan/.test(condition)) pushKnown(questions, 'history.pregnancy-status');
    else if (/infant|age/.test(condition)) pushKnown(questions, 'age');
    else if (/vital signs/.test(condition))
      questions.push({
        id: 'vitals.recheck',
        question: 'What are the heart rate, respiratory rate and oxygen saturation on a repeat measurement?',
      });
  }
  // What could hide a danger is asked before what could lower the level.
  return questions.sort((a, b) => priorityOf(a.id) - priorityOf(b.id));
}

const priority = ['history.pregnancy-status', 'age', 'vitals.recheck', 'vitals.pain-score'];
const priorityOf = (id: string) => {
  const index = priority.indexOf(id);
  return index < 0 ? priority.length : index;
};

function pushKnown(questions: QuestionDefinition[], id: string): void {
  const definition = questionCatalog.get(id);
  if (definition) questions.push(definition);
}
