import {
  compileLiteral,
  holdsOneOfEach,
  indexText,
  type CompiledLiteral,
  type TextIndex,
} from './literal-search';
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

interface CompiledRewrite extends TextRewrite {
  /** Sets each of which has a member in every text the pattern matches; none: always run. */
  literalSets: ReadonlyArray<readonly CompiledLiteral[]>;
  caseInsensitive: boolean;
}

/** The rules as one function over a text, skipping the rules that cannot match it. */
export function compileRewrites(rules: readonly TextRewrite[]): (text: string) => string {
  const compiled: CompiledRewrite[] = rules.map((rule) => ({
    ...rule,
    literalSets: requiredLiteralSets(rule.pattern).map((set) => set.map(compileLiteral)),
    caseInsensitive: rule.pattern.flags.includes('i'),
  }));
  return (text) => {
    let current: TextIndex = indexText(text);
    let lowercase: TextIndex | null = null;
    for (const rule of compiled) {
      if (rule.literalSets.length) {
        const haystack = rule.caseInsensitive ? (lowercase ??= lowercaseIndex(current)) : current;
        if (!holdsOneOfEach(haystack, rule.literalSets)) continue;
      }
      const next = current.text.replace(rule.pattern, rule.replacement as string);
      if (next !== current.text) {
        current = indexText(next);
        lowercase = null;
      }
    }
    return current.text;
  };
}

/** The text lowercased, sharing the text's index (and its character pairs) when it is lowercase already. */
function lowercaseIndex(index: TextIndex): TextIndex {
  const lowercase = index.text.toLowerCase();
  return lowercase === index.text ? index : indexText(lowercase);
}
