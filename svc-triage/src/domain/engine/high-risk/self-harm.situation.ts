import { allOf, anyOf, none, says } from '../red-flags/matchers';
import { accidentalCut, cutOwnBody, suicidalIntentDenied } from '../red-flags/red-flags.mental-health';
import type { HighRiskSituation } from './high-risk.types';

/** Harm done or intended to oneself, said without the word "suicidal". */
const selfHarm = anyOf(
  // Cutting or burning to cope, with suicidal intent clearly denied, is assessed, not made ESI 2.
  allOf(
    anyOf(
      says('self[- ]inflicted', 'self[- ]harm*', 'deliberate self[- ]harm'),
      allOf(anyOf(cutOwnBody, says('burn(ed|t)? (him|her|them|my)sel(f|ves)')), none(accidentalCut)),
    ),
    none(suicidalIntentDenied),
  ),
  says(
    'cut (his|her|their|my) (own )?throat',
    'slashed (his|her|their|my) (wrists?|arms?)',
    'tried to (hang|strangle|drown|kill|hurt) (him|her|them|my)sel(f|ves)',
    '(meant|wanted|intended|trying) to (hurt|harm|kill) (him|her|them|my)sel(f|ves)',
    'ligature',
    'noose',
    // From a height people jump from to die, or in front of traffic: not off a garden wall or a trampoline.
    /\bjumped (?:off|from) (?:a |the |his |her |their |an )?(?:\w+ )?(?:bridge|building|roof|rooftop|car park|multi-?storey|balcony|cliff|window|flyover|overpass|motorway bridge|tower|block of flats|platform)\b/,
    'jumped in front of',
    'walked into traffic',
    'note (left|found)',
    'suicide note',
    'wanted to (die|end it|sleep and not wake up|not wake up)',
    'to end (it|it all|things)',
    /(?:took|swallowed|ingested|drank) (?:[\w']+ ){0,6}(?:deliberately|on purpose|intentionally|to (?:die|end))/,
    'intentional (overdose|ingestion)',
  ),
  allOf(
    says('overdose', 'took (all|a (whole|full) (box|bottle|pack|packet|strip))', 'took \\d+ (tablets|pills)'),
    says(
      'argument',
      'breakup',
      'broke up',
      'upset',
      'depress*',
      'low mood',
      'wanted',
      'on purpose',
      'intentional*',
      'deliberate*',
    ),
  ),
);

export const selfHarmSituation: HighRiskSituation = {
  id: 'self-harm-or-danger',
  name: 'Self-harm or danger to self',
  source: 'ESI v4 Implementation Handbook [danger to self or others]; NICE NG225 Self-harm 2022',
  detect: ({ facts }) => selfHarm(facts),
  saidByRedFlags: ['suicide-risk'],
};
