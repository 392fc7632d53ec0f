import { compileRewrites } from './text-rewrites';
import { readTransposedLetters } from './transposed-letters';

/** British spellings and frequent misspellings, mapped to the spelling the red-flag tables use. */
export const clinicalSpellings: ReadonlyArray<readonly [RegExp, string]> = [
  [/haem/g, 'hem'],
  [/\boedema/g, 'edema'],
  [/aemia\b/g, 'emia'],
  [/oesophag/g, 'esophag'],
  [/\bfaec/g, 'fec'],
  [/\bparaesthes/g, 'paresthes'],
  [/paed/g, 'ped'],
  [/ischaem/g, 'ischem'],
  [/\bdiarr?h?o?ea\b|\bdiahr?r?ea\b|\bdiarrhoea\b|\bdiarhea\b/g, 'diarrhea'],
  [/\bvomm?itt?ing\b/g, 'vomiting'],
  [/\bnausia\b|\bnausae\b/g, 'nausea'],
  [/\bhead ?ach?e?\b|\bhedache\b|\bheadach\b/g, 'headache'],
  [/\bchest ?pain\b|\bchestpain\b/g, 'chest pain'],
  // The belly button is the navel, not an "abdominal button" (a lump at it is not an abdominal pain).
  [/\b(?:belly|tummy)[- ]?buttons?\b/g, 'navel'],
  // A "tummy bug" is a gastroenteritis, before the tummy becomes an abdomen.
  [/\b(?:tummy|belly) (?:bug|virus|flu)\b/g, 'gastroenteritis'],
  // The quadrants in everyday words, before the tummy becomes an abdomen: "upper right tummy", "lower left
  // side of my belly", "right upper stomach".
  ...(['right', 'left'] as const).flatMap((side) =>
    (['upper', 'lower'] as const).map(
      (level) =>
        [
          new RegExp(
            `\\b(?:${level} ${side}|${side} ${level})(?: side)?(?: of (?:the |my |his |her |their )?)? ?(?:tummy|belly|stomach)\\b`,
            'g',
          ),
          `${side} ${level} quadrant`,
        ] as const,
    ),
  ),
  [/\bstomache\b|\btummy\b|\bbelly\b/g, 'abdominal'],
  [/\bdizz?yness\b|\bdizzyness\b/g, 'dizziness'],
  [/\bbreathl?ess?ness\b/g, 'breathlessness'],
  [/\bshortness? of breat?h?\b|\bshort of breath\b|\bshortnes of breath\b/g, 'shortness of breath'],
  [/\bsie?zure|\bsezure|\bseizur\b/g, 'seizure'],
  [/\bunconcious\b|\bunconsious\b/g, 'unconscious'],
  [/\bpalpat[ae]tions?\b/g, 'palpitations'],
  [/\bpne?umonia\b|\bnumonia\b/g, 'pneumonia'],
  [/\bsuicidel\b|\bsucidal\b|\bsuicdal\b/g, 'suicidal'],
  [/\bfeaver\b|\bfevor\b|\bfevre\b/g, 'fever'],
  [/\bweekness\b|\bweaknes\b/g, 'weakness'],
  [/\bnumbess\b|\bnumbnes\b/g, 'numbness'],
  // "Non-tender", "non tender": one word, so that no pattern for tenderness finds "tender" in it.
  [/\bnon[- ]tender\b/g, 'nontender'],
  [/\bcaugh\b|\bcoff\b/g, 'cough'],
  [/\bcoll?apsed?\b/g, 'collapsed'],
  [/\bsyncopy\b|\bsyncopal episode\b|\bsynscope\b/g, 'syncope'],
  [/\bfainted\b|\bfainting\b|\bpassed out\b|\bblack(?:ed)? out\b/g, 'syncope'],
  [/\bdiabetis\b|\bdiabeties\b|\bdiabetic\b(?! keto)/g, 'diabetes'],
  [/\banaph[yi]?l[ae]x[ie]s\b|\banaphylactic\b|\banaphalaxis\b/g, 'anaphylaxis'],
  [/\bpregnent\b|\bpragnant\b/g, 'pregnant'],
  [/\bgeneralised\b/g, 'generalized'],
  [/\bpleuri?tc\b|\bplueritic\b|\bpluritic\b/g, 'pleuritic'],
  [/\bparacetamol\b|\btylenol\b|\bapap\b/g, 'acetaminophen'],
  [/\bbleeding\b|\bbleed\b/g, 'bleeding'],
  [/\bhypoglycaem/g, 'hypoglycem'],
  [/\bhyperkalaem/g, 'hyperkalem'],
  [/\bnappies\b|\bnappy\b/g, 'diapers'],
  [/\bcentre\b/g, 'center'],
  [/\bfoetal\b/g, 'fetal'],
  [/\bhaematemesis\b|\bhematemisis\b/g, 'hematemesis'],
  [/\bmal[ae]na\b|\bmelaena\b/g, 'melena'],
  [/\bhematochezia\b/g, 'rectal bleeding'],
  [/\boverdosed?\b/g, 'overdose'],
  [/\bambulance\b/g, 'ambulance'],
];

const applySpellings = compileRewrites(
  clinicalSpellings.map(([pattern, replacement]) => ({ pattern, replacement })),
);

export function correctSpellings(lowercaseText: string): string {
  return applySpellings(readTransposedLetters(lowercaseText));
}
