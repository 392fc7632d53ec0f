import { clinicalEponyms, notNameWords } from './clinical-eponyms';
import type { IdentifierFinding } from './identifier-kinds';

/**
 * One word of a personal name: an initial ("A."), or a capitalised word with the shapes surnames take
 * (O'Neil, McDonald, D'Souza, Müller, Lopez-Garcia). Every quantifier is bounded, so a match attempt is
 * bounded too and a scan stays linear in the text's length.
 */
const nameWord = String.raw`(?:\p{Lu}\.|\p{Lu}\p{Ll}{0,2}['’]?\p{Lu}?\p{Ll}{1,24}(?:-\p{Lu}\p{Ll}{1,24})?)`;
const nameWords = String.raw`${nameWord}(?:[ \t]{1,3}${nameWord}){0,2}`;

/** "Mr Smith", "Mrs. O'Neil", "Dr Karen Hughes", "Smt. Kamala Devi", "Baby Aarav": a title, then a name. */
const titledName = new RegExp(
  String.raw`\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Master|Sri|Shri|Smt|Kumari|Baby)\.?[ \t]{1,3}(${nameWords})`,
  'gu',
);

/** "Name: Priya Sharma", "Patient name - Robert Wilson", "Patient: Tom Baker". */
const labelledName = new RegExp(
  String.raw`\b(?:(?:[Pp]atient|[Pp]t\.?)[ \t]{1,3})?(?:[Nn]ame|NAME)[ \t]{0,2}[:\-–][ \t]{0,3}(${nameWords})|\b(?:[Pp]atient|[Ii]nformant)[ \t]{0,2}:[ \t]{0,3}(${nameWords})`,
  'gu',
);

/** "patient John Doe", "pt. Jane", "wife Sunita", "son David", "next of kin Peter Hall": a role, then a name. */
const contextName = new RegExp(
  String.raw`\b(?:[Pp]atient|[Pp]t\.?|PT\.?|[Cc]lient|[Rr]esident|[Cc]hild|[Ss]on|[Dd]aughter|[Ww]ife|[Hh]usband|[Mm]other|[Ff]ather|[Bb]rother|[Ss]ister|[Pp]artner|[Gg]uardian|[Cc]ontact|[Kk]in|[Nn]amed|[Cc]alled|[Kk]nown as)[ \t]{1,3}(${nameWords})`,
  'gu',
);

/** Personal names in context: after a title, after a "name" label, or after a role word. */
export function findNames(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const match of text.matchAll(titledName)) findings.push(nameFinding(match, match[0]));
  for (const match of text.matchAll(labelledName)) findings.push(nameFinding(match, match[0]));
  for (const match of text.matchAll(contextName)) {
    const words = match[1] ?? '';
    const wordsStart = (match.index ?? 0) + match[0].length - words.length;
    const length = nameLengthAfterRole(words, text.slice(wordsStart + words.length));
    if (length)
      findings.push({
        kind: 'name',
        start: wordsStart,
        end: wordsStart + length,
        text: words.slice(0, length),
      });
  }
  return findings;
}

function nameFinding(match: RegExpMatchArray, whole: string): IdentifierFinding {
  const start = match.index ?? 0;
  return { kind: 'name', start, end: start + whole.length, text: whole };
}

/**
 * How much of the words after a role word is a name (0 when none is): not a first word that opens a clause
 * ("Patient Reports…") or names a disease ("patient Parkinson's…"); later words stop at the first such word.
 */
function nameLengthAfterRole(words: string, after: string): number {
  let length = 0;
  for (const word of words.matchAll(/\S+/g)) {
    const bare = word[0].replace(/['’].*$/, '').toLowerCase();
    if (notNameWords.has(bare) || clinicalEponyms.has(bare)) break;
    length = (word.index ?? 0) + word[0].length;
  }
  const single = !/\s/.test(words.slice(0, length));
  if (length && single && length === words.length && /^['’]s\b/.test(after)) return 0;
  return length;
}
