import { compileRewrites, type TextRewrite } from './text-rewrites';

/**
 * Phrases that contain a negation word but describe a positive, often ominous, finding
 * ("no palpable pulse", "not breathing"). They are rewritten before negation scoping so that
 * "no" in them does not hide the finding.
 */
/**
 * After "no breathing" or "not breathing": a list of problems denied ("no breathing or throat problems",
 * "no breathing, swallowing or tongue problems"), unless the list goes on to a pulse or another "no".
 */
const deniedInAList = String.raw`(?!(?:,| or| nor| and)(?:(?!\bno\b|\bnot\b|pulse)[^.;]){0,40}?\b(?:difficult|problem|issue|trouble|distress|complaint|concern|symptom|worr)\w*)`;

/** The pulses of a limb, by name or abbreviation, and the parts of a limb they are felt in. */
const LIMB_PULSE = '(?:pedal|foot|distal|peripheral|dorsalis pedis|posterior tibial|popliteal|femoral|dp|pt)';
const LIMB = '(?:foot|feet|leg|legs|limb|limbs|ankle|ankles|toes?|arm|arms|hand|hands|wrist|groin|calf)';

/**
 * "Can't", "cannot", "not able to" and "no longer able to" are all read as 'unable to', so that a
 * finding is looked for in one form. Phrases written with the other forms are read the same way before
 * they are compiled (see readAsTheTextIs), or they would look for words no read text holds.
 */
export const inabilityReadings: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:can'?t|cannot|not able to)\b/g, 'unable to'],
  [/\bno (?:longer )?able to\b/g, 'unable to'],
];

/** A phrase's words as the reading leaves them: "can't swallow" is looked for as 'unable to swallow'. */
export function readAsTheTextIs(phrase: string): string {
  return inabilityReadings.reduce((text, [pattern, reading]) => text.replace(pattern, reading), phrase);
}

/** Orientation said to be kept, in a nurse's or a family's words (never "not oriented", "disorientated"). */
const orientationKept =
  /\b(?:knows? (?:who|where) (?:we|she|he|they|i|you) (?:are|is|am)|(?<!\bnot (?:fully )?)orie?nt(?:at)?ed\b|(?:chatting|talking|conversing) (?:normally|as usual|as normal)|gcs (?:of )?15\b)/;

/** The subject before "does not know where she is" is another person when its pronoun is not hers. */
function someoneElseDoesNotKnow(found: string, before: string): boolean {
  const place = /know where (he|she|they)\b/.exec(found)?.[1];
  const subject = /\b(he|she|they)\s*$/.exec(before)?.[1];
  return place !== undefined && subject !== undefined && subject !== place;
}

/**
 * Not a treatment that failed: "not responding to oral antibiotics", "doesn't respond to his inhalers" are a
 * treatment to change, not an unresponsive patient.
 */
/**
 * Not heard on one side: "doesn't respond when spoken to on his R side", "... to voice in her left ear" is
 * deafness in that ear, not a patient who does not respond.
 */
const NOT_ON_ONE_SIDE = String.raw`(?!(?: when (?:spoken|talked) to)? (?:on|from|in|into) (?:his |her |their |the )?(?:left|right|l|r) (?:side|ear)\b)`;

const NOT_TO_A_TREATMENT = String.raw`(?! (?:well |at all |much )?(?:to|with) (?:the |her |his |their |my |oral |iv |any |first[- ]line |usual )*(?:\w+ )?(?:antibiotics?|treatment|therapy|medications?|medicines?|tablets|pills|painkillers|analgesi\w*|steroids?|inhalers?|nebuli[sz]ers?|salbutamol|fluids|diuretics?|flucloxacillin|amoxicillin|paracetamol|ibuprofen|morphine|antihistamines?|drops|cream))`;

/**
 * An illness said to be "not responding" is one its treatment has not touched: "ear infection not
 * responding", "cellulitis not responding".
 */
const NOT_SAID_OF_AN_ILLNESS = String.raw`(?<!\b(?:infections?|cellulitis|rash|cough|pain|eczema|asthma|uti|otitis(?: externa| media)?|tonsillitis|sinusitis|wound|ulcer|abscess|condition|symptoms|fever|headache|migraine|psoriasis|acne|gout|flare) )`;

/** A body part as a note names it when it says the part was spared ("her face", "both hands", "the airway"). */
const SPARED_PART = String.raw`(?:(?:his|her|their|my|the|your) )?(?:left |right |both |other )?(?:face|head|neck|eyes?|eyelids?|eyebrows?|lips?|mouth|tongue|nose|ears?|airway|throat|chest|back|abdomen|tummy|arms?|forearms?|hands?|fingers?|wrists?|legs?|thighs?|knees?|feet|foot|toes?|genitals?|groin|buttocks?|hair|scalp|joints?|perineum)`;

/** A patient who does not respond, said with a negation or a failure: "doesn't respond", "fails to respond". */
const NOT_RESPONDING = String.raw`\b(?:does not|doesn'?t|did not|didn'?t|is not|isn'?t|fail(?:s|ed|ing)? to) respond(?:ing|s)?`;

export const negativeFindingRewrites: ReadonlyArray<readonly [RegExp, TextRewrite['replacement']]> = [
  // Safety-net advice tells what would bring the patient back, not what the patient has: "attend if
  // unable to weight-bear", "return if the rash spreads", "call 999 if he becomes drowsy", and with the
  // place named, "advised to attend ED if he vomits blood", "go back to the GP if".
  [
    /\b(?:(?:advised|told|asked) to |to )?(?:attend|re-?attend|return|come back|come in|seek (?:urgent |medical |further )?(?:help|advice|attention|review)|call(?: back| 999| 111| an ambulance)?|ring(?: back| 999| 111)?|phone(?: back)?|go to (?:a&e|a & e|ed|the ed|the emergency department|hospital)|go back)(?: (?:back )?(?:to )?(?:the |your |a |an )?(?:ed|a&e|a & e|emergency department|emergency|hospital|primary care doctor|gp|doctor|surgery|clinic|urgent care|walk-in cent(?:re|er)|us|here))?\s+(?:immediately |urgently |straight away |sooner |again )?if\b[^.;\n]*/g,
    'safety-net advice given',
  ],
  // A pain score of nought is no pain ("Pain 0/10" in a vitals line), unless only at rest or until moved.
  [
    /\bpain(?: score)?\s*[:=]?\s*0\s*(?:\/\s*10|out of 10)(?!\s*(?:at rest|on|with|when|while|until|before|except|but)\b)/g,
    'no pain',
  ],
  // "Knocked unconscious for a few seconds, now alert": a loss of consciousness that is over is history
  // to weigh (head injury rules), not an unresponsive patient now.
  [
    /\b(?:was|were|had been|been|briefly|momentarily|transiently|knocked|initially)\s+(?:\w+\s+)?(?:unconscious|unresponsive)\b(?:\s+(?:for\s+)?(?:a few|a couple of|several|few|about|around|approximately|less than a|less than|<|~)?\s*\d*\s*(?:seconds?|secs?|s|minutes?|mins?|moments?))?/g,
    'transient loss of consciousness',
  ],
  [
    /\b(?:unconscious|unresponsive)\s+(?:for\s+)?(?:a few|a couple of|several|few|about|around|approximately|less than a|less than|<|~)?\s*\d*\s*(?:seconds?|secs?|s|minutes?|mins?|moments?)\b/g,
    'transient loss of consciousness',
  ],
  // A limb without pulses is ischemia, not cardiac arrest: said first, so the rewrite below leaves it alone.
  [
    /\b(?:no|without|absent|not? )\s*(?:palpable |detectable |pedal |foot |distal |dorsalis pedis |posterior tibial |popliteal |femoral )*pulses?(?: (?:felt|palpable|found|detected))? (?:in|at|on|of) (?:the |his |her |both )?(?:left |right )?(?:foot|feet|leg|legs|limb|limbs|ankle|ankles|toes?|arm|arms|hand|hands|wrist|groin|calf)\b/g,
    'absent limb pulses',
  ],
  [
    /\b(?:no|without|absent) (?:palpable |detectable )?(?:pedal|foot|distal|dorsalis pedis|posterior tibial|popliteal|femoral) pulses?\b(?: (?:felt|palpable|found|detected))?/g,
    'absent limb pulses',
  ],
  // The same said after the pulses: "dorsalis pedis and posterior tibial pulses not palpable", "DP/PT pulses
  // not felt", "pulses not palpable in the left foot".
  [
    new RegExp(
      String.raw`\b${LIMB_PULSE}(?:\s*(?:and|or|&|/|,)\s*${LIMB_PULSE})* pulses? (?:are |were |is |was )?(?:not|cannot be|absent|impalpable|non-?palpable)(?: (?:palpable|felt|found|detected|present))?|\bpulses? (?:are |were |is |was )?(?:not|cannot be) (?:palpable|felt|found|detected) (?:in|at|on|of) (?:the |his |her |both )?(?:left |right )?${LIMB}\b`,
      'g',
    ),
    'absent limb pulses',
  ],
  // A stoma that has put nothing out, said by denying it: "nothing from the stoma since midnight", "no
  // output into the bag" (after a stoma is named), "the ileostomy bag has been empty all day".
  [
    /\b(?:nothing|no output|no stool|no poo) (?:has )?(?:come |came |coming |passed )?(?:out )?(?:from|out of|in|into|through) (?:the |his |her |my |their )?(?:stoma|colostomy|ileostomy|ostomy)(?: bag)?\b|(?<=\b(?:stoma|colostomy|ileostomy|ostomy)\b[^]{0,200}?)\b(?:nothing|no output|no stool) (?:has )?(?:come |came |coming |passed )?(?:out )?(?:in|into) (?:the |his |her |my |their )?bag\b|\b(?:stoma|colostomy|ileostomy|ostomy) (?:bag )?(?:has been |is |was |been |stayed |has stayed )?(?:completely |totally )?empty\b|\bno (?:stoma|colostomy|ileostomy) output\b/g,
    'stoma output stopped',
  ],
  // A dialysis fistula or graft without its thrill has clotted: "his fistula has no buzz", "fistula in the
  // left arm, can't feel the thrill". The access is named first in the sentence: "no bruit" in an
  // examination of the neck is a normal finding.
  [
    /\b((?:fistula|graft)\b[^.;\n]{0,60}?)(?:\bno (?:palpable |audible )?|\blost (?:its |the |her |his )?|\b(?:unable to|can'?t|cannot|could not|couldn'?t) (?:feel|hear) (?:a |the |any |its )?)(?:buzz|thrill|bruit)(?:ing)?\b/g,
    '$1fistula flow lost',
  ],
  // The same told by someone feeling for it: "we can't find a pulse in his foot".
  [
    /\b(?:nobody|no one|noone|(?:i|we|they|he|she) (?:can'?t|cannot|couldn'?t|could not)) (?:can |could )?(?:feel|find|get) (?:a |his |her |their |any )?pulses? (?:in|at|on|of) (?:the |his |her |their |my |both )?(?:left |right )?(?:foot|feet|leg|legs|limb|limbs|ankle|ankles|toes?|arm|arms|hand|hands|wrist|wrists|groin|calf)\b/g,
    'absent limb pulses',
  ],
  [
    /\b(?:no|without|absent|not? (?:a )?)\s*(?:palpable |detectable |central |carotid |radial )*pulses?\b(?: felt| palpable| found| detected)?/g,
    'pulseless',
  ],
  // "Nobody can feel a pulse", "we can't find his pulse".
  [
    /\bpulses? (?:not|cannot be) (?:palpable|felt|found)\b|\bpulseless\b|\b(?:nobody|no one|noone|(?:i|we|they|he|she) (?:can'?t|cannot|couldn'?t|could not)) (?:can |could )?(?:feel|find|get) (?:a |his |her |their |any )?pulse\b/g,
    'pulseless',
  ],
  // "Gasping for breath" is how breathlessness is told; gasping on its own is agonal breathing. A gasp
  // that lasted a while and passed ("gasping for a minute, but it settled") is a coughing or choking fit.
  // Waking or sitting up gasping ("woke at 3 gasping", "sat up in my chair gasping", "wakes gasping if he
  // lies down") is the breathlessness of heart failure, in a patient awake and talking.
  [
    /\bnot breathing normally\b|\bno normal breathing\b|(?<!\b(?:woke|wakes|waking|wake|woken|sat|sits|sitting)\b[^.;]{0,30})(?<!\b(?:seconds?|secs?|moments?|pause|bout|fit|fits) (?:before|then|and then) )\bgasping\b(?! (?:if|when|whenever) (?:he|she|i|they|you) (?:lies|lie|lay|lays) (?:down|flat)\b)(?! for (?:breath|air|a (?:minute|moment|second|few|bit|couple)|(?:about |around )?(?:\d+|a few|several|two|three) (?:seconds?|secs?|minutes?|mins?|moments?)))/g,
    'agonal breathing',
  ],
  // As a bystander tells it: "big snorty gasps every now and then", "big breaths then long gaps", "breathing
  // in gasps" (not "in short gasps between sentences", the breathless patient talking).
  // "Barely breathing, just little gasps every now and then": breaths too few to live on, as a parent or a
  // bystander tells it (not "I can barely breathe", the breathless patient's own words). The word before
  // stays: ", barely breathing" must not join the word before the comma to "agonal".
  [
    /(?<=\b(?:is|he's|she's|hes|shes|they're|baby's|babys|was|now|and|but) |, )(?:barely|hardly|scarcely) breathing\b(?! (?:through|out of|in through))|\b(?:little|small|tiny) gasps\b(?! (?:for|of) (?:breath|air))/g,
    'agonal breathing',
  ],
  [
    /\b(?:(?:big|snorty|snoring|odd|funny|weird|strange|occasional|noisy|deep) )+(?:gasps|gulps)\b(?! (?:for|of) (?:breath|air))|\bbreathing (?:only |just )?in gasps\b|\b(?:big|deep) breaths? (?:then|and then|with) (?:long |big )?(?:gaps|pauses)\b|\blong (?:gaps|pauses) (?:between|in) (?:his |her |their )?breath(?:s|ing)\b/g,
    'agonal breathing',
  ],
  // "I can't be pregnant, my partner had the snip": a pregnancy ruled out, not a pregnant woman unable to
  // do something.
  [/\b(?:unable to|can'?t|cannot|could not|couldn'?t) (?:possibly )?be pregnant\b/g, 'not pregnant'],
  [
    /\b(?:not|non|unable to|can'?t|cannot|could not|couldn'?t)[\s-]+(?:weight[\s-]?bear(?:ing)?|bear(?:ing)? weight)\b|\bnon[\s-]?weight[\s-]?bearing\b/g,
    'unable to bear weight',
  ],
  // A pause that is over ("stopped breathing for 20 seconds, now pink") is an event to explain, not apnoea now.
  [
    // "for about 20 seconds", "~15 sec", "for 10-15 secs", "briefly".
    /\b(?:stopped|stops|stopping|stop) breathing (?:for )?(?:(?:a few|several|a couple of|some|about|around|approx\w*|roughly|maybe|~) ?)*(?:\d+(?: ?(?:-|to) ?\d+)? ?)?(?:seconds?|secs?|moments?)\b|\b(?:stopped|stops|stopping|stop) breathing (?:briefly|for a moment)\b/g,
    'brief breathing pause',
  ],
  [
    new RegExp(
      String.raw`\b(?:not|isn'?t|wasn'?t|stopped) breathing\b(?! (?:difficult|problem|issue|trouble|distress|complaint|concern|properly|well|right|through|easily|very well|fast|quick|rapid|heav|hard|deep|noisil|loud|labou?r|(?:any |too |very |that |so )?(?:fast|quick|rapid|heav|hard|deep|noisil|loud))\w*)${deniedInAList}|\bno (?:respiratory effort|breathing|respirations)\b(?! (?:difficult|problem|issue|trouble|distress|complaint|concern|pause|noise|sound|change)\w*)${deniedInAList}|\bapnoeic\b`,
      'g',
    ),
    'apneic',
  ],
  [
    new RegExp(
      String.raw`${NOT_SAID_OF_AN_ILLNESS}\b(?:not|no longer) (?:responding|responsive|rousable|arousable)\b${NOT_TO_A_TREATMENT}|\bno response\b${NOT_TO_A_TREATMENT}|\b(?:won'?t|will not|does not|doesn'?t|can'?t be) (?:wake|woken|roused)\b`,
      'g',
    ),
    'unresponsive',
  ],
  // A relative who cannot rouse someone: "can't wake my brother up", "won't answer me at all", "I pinched
  // him and shouted and he doesn't do anything", "pinched his ear and shouted in his face and there's nothing".
  [
    /\b(?:can'?t|cannot|couldn'?t|could not|unable to) (?:wake|rouse) (?:him|her|them|(?:my|our|the) [a-z]+)(?: up)?\b|\b(?:won'?t|will not|doesn'?t|does not|didn'?t|did not|isn'?t|is not|(?:he|she|they)(?:'s|'re) not) (?:answer|answering|react|reacting|respond|responding)(?: (?:me|us|anyone|to anything|to us|to me))? at all\b|\b(?:shook|shaken|shaking|shouted at|shouting at|pinched|slapped|rubbed) (?:him|her|them)(?:,? [a-z']+){0,6}?,? (?:and|but) (?:he|she|they)(?: still)? (?:doesn'?t|does not|didn'?t|did not|won'?t|will not|can'?t) (?:do anything|respond|react|answer|wake|move|open)|\b(?:shook|shouted at|shouted in|pinched|slapped|rubbed) (?:him|her|them|his|her|their)\b(?:,? [a-z']+){0,8}?,? (?:and|but) (?:there's|there is|there was|we got|i got|got) (?:nothing|no (?:response|reaction|answer))\b/g,
    'unresponsive',
  ],
  // "No power in the left arm", "no feeling in the saddle area": deficits worded as an absence.
  [
    /\bno (?:power|movement|strength) (?:in|of) (?:his |her |their |the |both )?(left |right )?(arms?|legs?|side|hands?|limbs?)\b/g,
    '$1$2 weakness',
  ],
  [
    /\bno (?:feeling|sensation) (?:in|of|over) (?:his |her |their |the |both )?(left |right )?(arms?|legs?|side|hands?|feet|foot|face|groin|saddle area|buttocks)\b/g,
    'numbness of $1$2',
  ],
  [/\b(?:no|absent) air entry\b/g, 'silent chest'],
  [/\b(?:no|absent) breath sounds\b/g, 'absent breath sounds'],
  // "Not moving her right arm" is a deficit; "not" must not hide it. A child "not using her arm" is
  // the pulled elbow or the fracture, not a weakness: only a leg or a side not used counts here.
  [
    /\b(?:not|isn'?t|is not|wasn'?t|was not|won'?t|will not|stopped) moving (?:his |her |their |the )?(left |right )?(arm|leg|side|hand|foot|limbs?)\b/g,
    '$1$2 weakness',
  ],
  [
    /\b(?:not|isn'?t|is not|wasn'?t|was not|won'?t|will not|stopped) using (?:his |her |their |the )?(left |right )?(leg|side|limbs?)\b/g,
    '$1$2 weakness',
  ],

  // "Not hearing" as a complaint is hearing lost; "not hearing voices" is still a denial.
  [
    /\b(?:not|isn'?t|is not) hearing\b(?! (?:voices|things|any|anything|from|back|about|of)\b)/g,
    'reduced hearing',
  ],
  // Findings said with "does not": they describe a patient, not the absence of a symptom.
  [
    new RegExp(
      String.raw`${NOT_RESPONDING} to (?:(?:(?:his|her|their|the) )?(?:mum|mom|mother|dad|father|parents?|carer|nurse)'?s )?(?:voice|speech|his name|her name)\b${NOT_ON_ONE_SIDE}`,
      'g',
    ),
    'responds only to pain',
  ],
  [
    new RegExp(
      String.raw`${NOT_RESPONDING}(?: to (?:pain|anything|stimuli|painful stimuli))?\b${NOT_TO_A_TREATMENT}${NOT_ON_ONE_SIDE}`,
      'g',
    ),
    'unresponsive',
  ],
  // No reaction to a cannula or a painful stimulus: "doesn't flinch with cannulation attempt". A child who
  // "didn't flinch" at a vaccination or a blood test was brave, and is left alone.
  [
    /\b(?:does not|doesn'?t|did not|didn'?t|not|no|without|fail(?:s|ed)? to) (?:even )?(?:flinch|wince|grimace|react|withdraw)(?:es|ed|ing)? (?:to|with|at|during|on) (?:a |an |the )?(?:cannula(?:tion)?(?: attempts?)?|iv (?:attempts?|insertion|access)|io (?:insertion|access)|pain(?:ful stimul(?:us|i))?|sternal rub|(?:a )?pinch)\b(?! ?(?:relief|killers?|medication|medicines?|meds|tablets|control))/g,
    'unresponsive',
  ],
  [
    /\b(?:does not|doesn'?t|did not|didn'?t|not|isn'?t|is not|wasn'?t|was not|unable to) (?:recogni[sz](?:e|ing) (?:his |her |their |the )?(?:family(?: members)?|wife|husband|children|son|daughter|carers?|relatives|anyone|us)|know where (?:he|she|they) (?:is|are|was)|know what day it is)\b/g,
    // "He does not know where she is" is someone else not knowing where the patient is.
    (found: string, ...rest: unknown[]) => {
      const offset = Number(rest.at(-2));
      const before = String(rest.at(-1)).slice(Math.max(0, offset - 12), offset);
      return someoneElseDoesNotKnow(found, before) ? found : 'confused';
    },
  ],
  // Eyes that do not open with no command followed (GCS eyes 1, motor under 6, with at most a moan: 8 or
  // less) is a patient who needs a painful stimulus to do more: "moaning, not opening eyes, not following
  // commands". Either alone is not (eyes open but not obeying is an aphasia or a confusion).
  [
    /\b(?:not|isn'?t|is not) opening (?:his |her |their )?eyes,? (?:and |or )?(?:is )?not (?:following|obeying) commands\b|\bnot (?:following|obeying) commands,? (?:and |or )?(?:is )?not opening (?:his |her |their )?eyes\b/g,
    'responds only to pain',
  ],
  [
    /\b(?:does not|doesn'?t|did not|didn'?t|will not|won'?t) open (?:his |her |their )?eyes\b/g,
    'eyes closed to voice',
  ],
  [
    /\b(?:not|isn'?t|no longer) (?:making (?:much |any )?sense|acting (?:like )?(?:him|her)self|(?:him|her)self)\b/g,
    // "Not herself" is often how a family first sees a delirium; but not when the note says she knows
    // who and where she is and talks as usual: then it is a change in her energy, not in her mind.
    (found: string, ...rest: unknown[]) => (orientationKept.test(String(rest.at(-1))) ? found : 'confused'),
  ],
  [
    /\b(?:not|isn'?t|won'?t|unable to|can'?t|cannot|refusing to) (?:feeding|feed|eating|drinking|eat|drink|take (?:any )?feeds)\b/g,
    'poor feeding',
  ],
  [/\b(?:no|fewer|reduced) wet diapers\b/g, 'reduced urine output'],
  // "No urine in the bag" is a blocked catheter, which a flush or a new catheter mends (NICE CG139).
  [
    /\bno urine (?:in|into|draining into) (?:(?:the|her|his|my|their) )?(?:catheter |urine |leg )?bag\b/g,
    'catheter not draining',
  ],
  // A catheter said by denying: "catheter not draining", "isn't working", "hasn't drained since" is
  // blocked, which is what the catheter complaint reads.
  [
    /\bcatheter (?:(?:is|has) )?(?:not|isn'?t|hasn'?t|stopped|no longer) (?:been )?(?:draining|drained|working|passing (?:any )?urine)\b/g,
    'catheter blocked',
  ],
  [
    /\b(?:no|not passing|not passed|unable to pass|can'?t pass|cannot pass) (?:any )?urine\b|\bno urine output\b/g,
    'urinary retention',
  ],
  [
    /\b(?:not|unable to|can'?t|cannot) (?:keep|keeping|tolerate|tolerating) (?:any )?(?:fluids|food|anything|drinks?|water|milk) down\b/g,
    'unable to tolerate oral fluids',
  ],
  [/\b(?:no|not passing) (?:flatus|wind|gas)\b/g, 'obstipation'],
  [
    /\b(?:no|not|hasn'?t|has not|haven'?t) (?:had (?:a )?|opened (?:his |her |their )?)?(?:bowels|bowel (?:movement|motion)s?|passed (?:stool|flatus|wind))(?: opened)?\b/g,
    'obstipation',
  ],
  [
    /\b(?:no|absent|reduced|decreased) fetal movements?\b|\bbaby (?:not|hasn'?t been) moving\b|\b(?:can'?t|cannot|couldn'?t|haven'?t|have not) (?:been able to )?fe(?:el|lt) (?:the |my |her )?baby (?:move|moving|kick\w*)\b/g,
    'reduced fetal movements',
  ],
  [/\b(?:no|without) (?:breath sounds|air entry)\b/g, 'absent breath sounds'],
  // "Feels nothing in his legs" is numbness, read before "nothing" negates what follows it. Not what is
  // felt for with the fingers: "can't feel my coil threads", "can't feel the lump any more".
  [
    /\b(?:no|not) (?:feeling|sensation) in\b|\b(?:feels?|felt|feeling|can feel) nothing (?:in|below|from)\b|\b(?:can'?t|cannot|unable to) feel\b(?! (?:the |my |her |his |their |any |a |for )?(?:(?:contraceptive|copper|hormonal|arm|\w+'s) )?(?:coil|iud|ius|threads?|strings?|baby|lump|pulse|heartbeat|tampon|ring|implant|rod|stitch\w*|it move))/g,
    'numbness in',
  ],
  [
    /\b(?:can'?t|cannot|unable to|not able to) (?:weight ?bear|bear weight)\b|\bnon[- ]weight[- ]bearing\b/g,
    'unable to bear weight',
  ],
  ...inabilityReadings,
  [
    /\b(?:not|no) (?:moving|move|using|use) (?:the |his |her |their |left |right )*(arm|leg|limb|side)\b/g,
    'unable to move $1',
  ],
  [
    /\bnot (?:improving|improved|better|settling|settled|relieved|resolving|resolved)\b|\bno (?:improvement|relief)\b/g,
    'persisting',
  ],
  // "Cough still not gone 4 weeks after a cold", "hasn't cleared up", "won't go away": a symptom that
  // stays, not one denied. Not "not gone to the GP" or "hasn't gone out".
  [
    /\b(?:(?:not|hasn'?t|has not|haven'?t|have not|never) (?:gone|cleared|cleared up|shifted)(?: away)?|(?:won'?t|will not|doesn'?t|does not|didn'?t|did not|isn'?t|is not|not) (?:go|going) away)\b(?! (?:to|into|out|home|back|up to|near|in|on|for|anywhere|far)\b)/g,
    'persisting',
  ],
  // "Everyone would be better off without me" is hopelessness, not a denial: "without" must not hide it.
  [/\bbetter off without (?:me|him|her|them|us)\b/g, 'better off gone'],
  // Body parts spared, said before the denial: "her face and arm are not burnt", "lips and tongue aren't
  // swollen", a note's "hands, face, joints not involved". Read as "no burnt her face and arm", so the parts are denied with the injury, not read as hurt.
  [
    new RegExp(
      String.raw`\b(${SPARED_PART}(?:(?:(?:,| and| or| nor) |\/)${SPARED_PART})*) (?:is not|are not|was not|were not|isn't|aren't|wasn't|weren't|not) (?:\w+ )?(burnt|burned|involved|affected|injured|hurt|singed|scalded|blistered|swollen)\b`,
      'g',
    ),
    // The list joined by "or", so that the denial reaches past its commas and slashes: "hands, face,
    // joints not involved", "face/hands/genitals not involved".
    (_match: string, ...groups: unknown[]) =>
      `no ${String(groups[1])} ${String(groups[0]).replace(/,(?: (?:and|or|nor))?|\//g, ' or ')}`,
  ],
];

const applyNegativeFindingRewrites = compileRewrites(
  negativeFindingRewrites.map(([pattern, replacement]) => ({ pattern, replacement })),
);

export function rewriteNegativeFindings(lowercaseText: string): string {
  return applyNegativeFindingRewrites(lowercaseText);
}
