import type { AnalyzedText } from './analyzed-text';

/** What stands in the affirmed text where a dated past event was told. */
export const PAST_TOLD_MARKER = '\u00a7';

const COUNT =
  '(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|several|many|a few|few|some|a couple of|couple of|a number of)';

/**
 * A time that puts an event years in the past: "five years ago", "in 2019", "had a stroke 2018", "last
 * year", "as a child", "when she was a teenager". Days, weeks and months ago are left alone: an injury or an
 * illness of weeks ago can be what brings the patient now (a wound gone bad, a subdural after a fall).
 */
const YEARS_PAST = new RegExp(
  [
    `\\b${COUNT}(?:(?: or |-| to )${COUNT})?\\+? (?:years?|yrs?|decades?) ago\\b`,
    '\\b(?:in|back in|during) (?:19|20)\\d\\d\\b',
    // A bare year after what was had: "also had a stroke 2018 with full recovery". Not a clock time ("had a
    // fall at 1930", "had a fit 2015 hrs", "since 2000 tonight").
    "\\b(?:had|was diagnosed with|diagnosed with) (?:an? )?(?:[a-z'-]+ ){1,4}?(?<!\\b(?:at|since|from|around|about|by|until|till) )(?:19|20)\\d\\d\\b(?!\\s*(?:hrs?\\b|h\\b|hours|:|tonight|today|this|last night|yesterday))",
    '\\blast year\\b',
    '\\bas an? (?:child|teenager|teen|baby|toddler|kid|infant|young (?:man|woman|adult))\\b',
    '\\bin (?:his|her|their|my) (?:childhood|teens|twenties|thirties|forties|youth)\\b',
    '\\bwhen (?:he|she|i|they) (?:was|were) (?:an? (?:child|baby|teenager|kid|toddler)|young|little|\\d+)\\b',
  ].join('|'),
  'g',
);

/** Where the clause that holds the event begins: a sentence or list boundary, or a turn to another clause. */
const CLAUSE_START = /[.;:!?\n,(]|\s(?:and|but|since|then|now|which|who|whereas|although|though)\s/g;
/**
 * Where it ends: a sentence boundary, a comma, or a turn to the present ("… and now", "… but today",
 * "… presents with"). The event's own sequel stays with it: "a stroke 2 years ago with residual weakness".
 */
const CLAUSE_END =
  /[.;:!?\n,)]|\s(?:but|now|today|tonight|currently|this (?:morning|afternoon|evening|week)|presents|presented|presenting|attends|attended|arrives|arrived|comes|came in|(?:is|was) brought|complains|complaining)\b|\sand (?:now|today|tonight|this|since|is now|has now|currently|then)\b/g;

interface Span {
  start: number;
  end: number;
}

function clauseAround(text: string, markerStart: number, markerEnd: number): Span {
  let start = 0;
  for (const boundary of text.slice(0, markerStart).matchAll(CLAUSE_START))
    start = boundary.index + boundary[0].length;
  const endOf = (from: number) => {
    CLAUSE_END.lastIndex = from;
    const boundary = CLAUSE_END.exec(text);
    return boundary ? boundary.index : text.length;
  };
  let end = endOf(markerEnd);
  // "In 2019, she had a stroke": a time that opens its clause dates what follows the comma.
  if (!text.slice(start, markerStart).trim() && text[end] === ',') end = endOf(end + 1);
  return { start, end };
}

/**
 * Events the narrative dates years back ("she was admitted with pneumonia five years ago", "he had a stroke
 * in 2019 with residual weakness") are history, not the presentation: their clauses are set aside from
 * the affirmed presenting text (a marker stands in their place, so no pattern reads across them) and given
 * back as `past`, for the medical history the rules read risk factors from.
 */
export function setAsidePastEvents(text: AnalyzedText): { text: AnalyzedText; past: string } {
  const affirmed = text.affirmed;
  if (
    !/ ago\b|\b(?:19|20)\d\d\b|last year|as an? |childhood|teens|twenties|thirties|forties|youth|when (?:he|she|i|they) (?:was|were)/.test(
      affirmed,
    )
  )
    return { text, past: '' };
  const spans: Span[] = [];
  for (const marker of affirmed.matchAll(YEARS_PAST)) {
    const span = clauseAround(affirmed, marker.index, marker.index + marker[0].length);
    const last = spans[spans.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else spans.push(span);
  }
  if (!spans.length) return { text, past: '' };
  let kept = '';
  let from = 0;
  for (const span of spans) {
    kept += `${affirmed.slice(from, span.start)} ${PAST_TOLD_MARKER} `;
    from = span.end;
  }
  kept += affirmed.slice(from);
  const past = spans.map((span) => affirmed.slice(span.start, span.end).trim()).join('.\n');
  return { text: { ...text, affirmed: kept.replace(/ {2,}/g, ' ').trim() }, past };
}

/** The medical history with the narrative's past events added to what it says. */
export function withPastEvents(history: AnalyzedText, past: string): AnalyzedText {
  if (!past) return history;
  return {
    ...history,
    normalized: [history.normalized, past].filter(Boolean).join('\n'),
    affirmed: [history.affirmed, past].filter(Boolean).join('\n'),
  };
}
