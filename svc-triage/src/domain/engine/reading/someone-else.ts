import type { AnalyzedText } from './analyzed-text';
import type { Sex } from './demographics.reader';

/** What stands in the affirmed text where someone else's illness was told. */
export const OTHERS_TOLD_MARKER = '\u00a6';

const RELATIVE =
  '(?:mother|mum|mom|father|dad|brother|sister|sibling|son|daughter|husband|wife|partner|boyfriend|girlfriend|grandmother|grandma|gran|nan|nanna|grandfather|grandad|granddad|grandpa|uncle|aunt|auntie|aunty|cousin|niece|nephew|parent|twin)s?';
const OTHER_PERSON =
  '(?:friend|flatmate|housemate|roommate|colleague|co-?worker|workmate|classmate|neighbou?r|teammate)s?';
const PET = '(?:cat|dog|pet|kitten|puppy|budgie|hamster|rabbit|guinea pig|horse)s?';
/** A sibling told by birth order or size: "older sister", "little brother", "twin". */
const BIRTH_ORDER = '(?:older|younger|big|little|baby|twin)';
const KIN = `(?:(?:${BIRTH_ORDER}|late) )?(?:${RELATIVE}|${OTHER_PERSON})(?:'s)?`;

/** A clause's end: a full stop, a semicolon, a comma, a line, or a turn ("…, and she …", "… but …"). */
const CLAUSE_END = String.raw`(?=[.;:\n,]|\s(?:and|but|so|now|since then|which|who)\b|$)`;
/** Up to a few words of what the other person had or died of, within the clause, before a turn to a "she". */
const FEW_WORDS = String.raw`(?:\s(?!(?:she|he|they|i|you|we)\b)[^\s.;:,\n]+){1,7}?`;
/** Had an illness, not had done something ("her mother had noticed she was drowsy"). */
const HAD = String.raw`(?:has had|had|has|was diagnosed with|has been diagnosed with|was treated for|suffers from|suffered from|caught|got|(?:once )?needed)(?! (?:noticed|found|seen|called|given|put|taken|brought|heard|told|phoned|rung|said|thought|tried|checked|to|watched|witnessed|done|gone|left|come|driven|carried|picked|stayed|sat|been)\b)`;

/** What a relative's possessive may own that the patient's findings would otherwise take for their own. */
const ANOTHERS_ILLNESS = String.raw`(?:(?:chest |back |belly |tummy |stomach )?pain|illness|cancer|stroke|heart attack|heart failure|seizures?|fits?|falls?|collapse|infection|virus|flu|covid|asthma|diabetes|dementia|overdose|symptoms|diagnosis|operation|surgery|death)`;

interface OthersToldPattern {
  pattern: RegExp;
  /** Whether a match is someone else's, given its groups and the patient's age; every match is when absent. */
  isOthers?: (groups: string[], ageYears: number | undefined) => boolean;
}

/**
 * Someone else's illness as a case tells it: a family history, a relative or a friend who died of
 * something, a relative's illness at an age the patient has not reached, an illness had by "his
 * brother" or "her mother", a pet that is unwell. Told of another, the words are not the patient's
 * findings: "his brother had pneumonia last year" is no pneumonia, "her mother had a DVT" no DVT, "the
 * cat is lethargic" no lethargy. A relative who may be the patient is left alone: "my husband has had
 * flu for 4 days", "Dad had a stroke at 70" in an 80-year-old's case tell the patient's own illness, so
 * only a possessive that points away from the patient (his, her or their, agreeing with the patient's
 * sex), a death, or an age beyond the patient's reads as another's.
 */
function othersToldPatterns(sex: Sex): OthersToldPattern[] {
  const awayFromPatient =
    sex === 'male' ? '(?:his|their)' : sex === 'female' ? '(?:her|their)' : '(?:his|her|their)';
  return [
    // "Family history of diabetes and heart disease", "FHx: father MI at 52, mother DVT" (fhx is read as
    // family history): to the sentence's end, or a comma that does not go on to another relative.
    {
      pattern: new RegExp(
        String.raw`\bfamily history(?: of|:)?(?:\s[^.;\n]*?)?(?=[.;\n]|,(?!\s*(?:and\s+)?(?:(?:his|her|their|my) )?${RELATIVE}\b)|$)`,
        'g',
      ),
    },
    // "Dad died of a heart attack at 50", "his uncle died suddenly aged 34", "my friend died of an overdose".
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:his|her|their|my|our|the patient's|patient's) )?${KIN} (?:died|passed away)(?: (?:suddenly|young|unexpectedly|in (?:his|her|their) sleep))?(?: (?:of|from|with|after|aged|at)${FEW_WORDS})?${CLAUSE_END}`,
        'g',
      ),
    },
    // "Father had an MI at 52" in a 30-year-old's case: an age the patient has not reached.
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:his|her|their|my|our) )?${KIN} ${HAD}${FEW_WORDS} (?:at|aged|age) (\d{1,3})\b${CLAUSE_END}`,
        'g',
      ),
      isOthers: ([age], ageYears) => ageYears !== undefined && Number(age) > ageYears,
    },
    // "His older brother had pneumonia last year", "her mother had a DVT after a flight".
    { pattern: new RegExp(String.raw`\b${awayFromPatient} ${KIN} ${HAD}${FEW_WORDS}${CLAUSE_END}`, 'g') },
    // "Attending her husband's chest pain call", "since her dad's stroke": an illness that is another's by a
    // possessive pointing away from the patient. Only the illness itself is set aside: "in his mother's arms
    // with a weak cry" keeps the patient's weak cry.
    {
      pattern: new RegExp(
        String.raw`\b${awayFromPatient} (?:(?:${BIRTH_ORDER}|late) )?(?:${RELATIVE}|${OTHER_PERSON})'s (?:[\w-]+ ){0,2}?${ANOTHERS_ILLNESS}(?: (?:call|episode|admission|attack))?\b`,
        'g',
      ),
    },
    // "Older sister has anaphylaxis to peanuts", "younger brother has had chickenpox since Monday": a
    // sibling told by age is not the patient, unless the caller is the patient's sibling ("my older sister").
    {
      pattern: new RegExp(
        String.raw`(?<!\bmy )\b${BIRTH_ORDER} (?:sister|brother|sibling)s? ${HAD}${FEW_WORDS}${CLAUSE_END}`,
        'g',
      ),
    },
    // "Coworker admitted last wk with lead poisoning", "colleague who travelled with him was admitted
    // yesterday with malaria": a friend or a colleague admitted or diagnosed is not the patient at the desk.
    {
      pattern: new RegExp(
        String.raw`\b${OTHER_PERSON}(?: who [^.;\n]{1,40}?)? (?:(?:was|were|got|has been|had been|is|been) )?(?:admitted|hospitali[sz]ed|diagnosed|treated)(?: [^.;,\n]{0,25}?)? with${FEW_WORDS}${CLAUSE_END}`,
        'g',
      ),
    },
    // "Came today as neighbour had a stroke", "worried because a friend had meningitis": a friend,
    // neighbour or colleague given as the reason for coming, or met with "a", is never the patient.
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:as|because|since|after|cos|coz) (?:(?:my|his|her|their|a|the|one of (?:my|his|her|their)) )?|(?:a|one of (?:my|his|her|their)) )${OTHER_PERSON} ${HAD}${FEW_WORDS}${CLAUSE_END}`,
        'g',
      ),
    },
    // "The cat is lethargic", "our dog has been sick too".
    {
      pattern: new RegExp(
        String.raw`\b(?:the|our|my|his|her|their) ${PET} (?:is|was|seems|seemed|has been|had been|has|had|looks|looked|got|went)${FEW_WORDS}${CLAUSE_END}`,
        'g',
      ),
    },
  ];
}

/**
 * Words one of which any of the patterns needs: most texts tell of nobody else, and skip them. Made of the
 * patterns' own word lists, so a word added to one of them is looked for here too.
 */
const ANYONE_ELSE = new RegExp(`\\b(?:family history|${RELATIVE}|${OTHER_PERSON}|${PET})\\b`);

/** The patterns compiled once for each sex (the possessive that points away from the patient). */
const patternsBySex = new Map<Sex, OthersToldPattern[]>();

/**
 * The text with someone else's illness set aside: replaced by a marker in the affirmed text, which
 * patterns read, and kept as `othersTold` for what a family history means (a premature coronary death,
 * a sudden death in the young).
 */
export function setAsideOthersTold(text: AnalyzedText, sex: Sex, ageYears?: number): AnalyzedText {
  if (!ANYONE_ELSE.test(text.affirmed)) return text;
  let patterns = patternsBySex.get(sex);
  if (!patterns) {
    patterns = othersToldPatterns(sex);
    patternsBySex.set(sex, patterns);
  }
  const told: string[] = [];
  const affirmed = patterns.reduce(
    (current, { pattern, isOthers }) =>
      current.replace(pattern, (span: string, ...rest: unknown[]) => {
        const groups = rest.filter((group): group is string => typeof group === 'string');
        if (isOthers && !isOthers(groups, ageYears)) return span;
        told.push(span.trim());
        return ` ${OTHERS_TOLD_MARKER} `;
      }),
    text.affirmed,
  );
  if (!told.length) return text;
  return { ...text, affirmed: affirmed.replace(/ {2,}/g, ' ').trim(), othersTold: told.join('\n') };
}
