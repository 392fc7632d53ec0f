import { compileLiteralSetTable, hasNoSets, holdsEntry, indexText, type TextIndex } from './literal-search';
import { requiredLiteralSets } from './regex-source';

/**
 * An ordered list of find-and-replace rules applied to a text, each to the result of the one before.
 * Every case runs a few hundred of them over each of its texts, and most find nothing: a rule whose
 * pattern needs literals the text does not hold ("tylenol", "no" … "pulse") is skipped without running it.
 */
export interface TextRewrite {
  pattern: RegExp;
  replacement: string | ((match: string, ...rest: unknown[]) => string);
}

/** The rules as one function over a text, skipping the rules that cannot match it. */
export function compileRewrites(rules: readonly TextRewrite[]): (text: string) => string {
  // Each rule's literal sets (lowercased for an `i` pattern) in one table: rule r is entry r.
  const table = compileLiteralSetTable(rules.map((rule) => requiredLiteralSets(rule.pattern)));
  const caseInsensitive = rules.map((rule) => rule.pattern.flags.includes('i'));
  const alwaysRun = rules.map((_rule, position) => hasNoSets(table, position));
  return (text) => {
    let current: TextIndex = indexText(text);
    let lowercase: TextIndex | null = null;
    for (let position = 0; position < rules.length; position += 1) {
      if (!alwaysRun[position]) {
        const haystack = caseInsensitive[position] ? (lowercase ??= lowercaseIndex(current)) : current;
        if (!holdsEntry(haystack, table, position)) continue;
      }
      const rule = rules[position] as TextRewrite;
      const next = current.text.replace(rule.pattern, rule.replacement as string);
      if (next !== current.text) {
        current = indexText(next);
        lowercase = null;
      }
    }
    return current.text;
  };
}

/** The text lowercased, sharing the text's index (and its runs of characters) when it is lowercase already. */
function lowercaseIndex(index: TextIndex): TextIndex {
  const lowercase = index.text.toLowerCase();
  return lowercase === index.text ? index : indexText(lowercase);
}
