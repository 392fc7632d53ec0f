import { compileRewrites } from './text-rewrites';

/**
 * How patients and relatives describe findings, mapped to the clinical words the rest of the engine
 * reads. Applied to lowercase text after spellings and before negation scoping, so that "spots that
 * don't fade under a glass" becomes a non-blanching rash and its "don't" negates nothing.
 */
/** One or more of a stroke's deficits in a list: "aphasic, R hemiparesis", "expressive aphasia". */
const DEFICIT =
  '(?:(?:left|right|l|r|expressive|receptive|mild|dense|residual)[- ])?(?:aphasi\\w*|dysphasi\\w*|hemipar\\w*|hemipleg\\w*|(?:left|right|l|r)[- ]sided weakness|(?:arm|leg|side) weakness|facial droop|slurred speech|dysarthri\\w*)';
const OLD_DEFICITS = `${DEFICIT}(?:,? (?:and )?${DEFICIT})*`;

/** In the middle of talking or eating: "mid-sentence", "while we were talking", "in the middle of his dinner". */
const WHILE_TALKING_OR_EATING =
  '(?:mid[- ]?(?:sentence|conversation|meal)|while (?:(?:we|i|you|they) (?:were|was|are|am) )?(?:talking|speaking|eating)|in the middle of (?:a |his |her |their )?(?:sentence|conversation|meal|dinner|lunch|breakfast|eating|talking))';

/** Illnesses a frightened patient says are coming, which name no finding of their own. */
const FEARED_ILLNESS =
  '(?:stroke|heart attack|cardiac arrest|(?:blood )?clot|brain (?:bleed|haemorrhage|hemorrhage|tumou?r)|aneurysm|kidney failure|cancer|psychosis|psychotic|blind|mad|crazy|toxic)';

export const layLanguage: ReadonlyArray<readonly [RegExp, string]> = [
  // New drowsiness as a carer tells it: "much sleepier than usual", "drowsier than normal", "dozing off
  // mid-sentence", "fell asleep in the middle of his dinner" (before "fell asleep" is read as became asleep).
  // Dozing in front of the television, or sleeping more, says nothing of a change.
  [
    new RegExp(
      `\\b(?:sleepier|drowsier|more (?:sleepy|drowsy)) than (?:usual|normal|before)\\b|\\b(?:(?:doz|nodd|drift)\\w* off|(?:falls?|falling|fell) asleep) ${WHILE_TALKING_OR_EATING}\\b`,
      'g',
    ),
    'drowsy',
  ],
  // "She's not working hard to breathe" denies laboured breathing; "not working" alone is a treatment that
  // failed, which is read as a finding, so the breathing's own word is given to the negation.
  [/\bnot working hard\b/g, 'not struggling'],
  // "Fell asleep at the beach", "fell ill", "fell pregnant": no fall in them.
  [/\bfell (asleep|ill|sick|pregnant)\b/g, 'became $1'],
  // Hay fever is an allergy of the nose, with no fever in it: one word, which no fever phrase reads.
  [/\bhay[- ]fever\b/g, 'hayfever'],
  // "He sees double when looking up", "she saw double": double vision. The top lip is the upper lip.
  [/\b(?:sees?|seeing|saw) double\b/g, 'double vision'],
  [/\btop lip\b/g, 'upper lip'],
  // "Faint" before what is seen is pale, not a faint: "a few faint wheals", "a faint pink rash", "faint bruising".
  [
    /\bfaint(?=,? (?:pink|red|purple|brown|blue|white|raised|flat|wheals?|welts?|hives|rash|spots?|marks?|markings?|blotch\w*|bruis\w*|patch\w*|lines?|scars?|redness|erythema|petechiae|streaks?|tinge|outline|smell|odou?r|taste)\b)/g,
    'mild',
  ],
  // Chilblains as they are told: itchy, burning, red-purple swollen toes or fingers in the cold weather.
  [
    /\b(?:itchy|itching|burning)(?:,? (?:and )?(?:itchy|burning|swollen|red|purple|red-purple|purplish|reddish|blue|bluish))*,? (?:and )?(?:purple|red-purple|purplish|reddish-purple|bluish|dusky)(?:,? (?:and )?(?:swollen|itchy|burning))* (?:toes|fingers|swellings? on (?:[\w-]+ ){0,4}(?:toes|fingers))\b(?=[^.]*\bcold (?:weather|spell|snap|days)\b)/g,
    'chilblains',
  ],
  // A worry of what may come is not a finding: "worried she'll get dehydrated", "scared he might dehydrate".
  [
    /\b(?:worried|worrying|scared|afraid|concerned|anxious)(?: that)? (?:she|he|they|i|it|the baby|my (?:son|daughter|baby))(?:'ll| will| might| may| could| is going to| was going to| would)(?: get| become| be| go)? (?:dehydrated|dehydrate)\b/g,
    'worried',
  ],
  // A fear of what is to come names no finding: "I'm going to have a stroke like my dad", "terrified she's
  // going to have another stroke", "what if it's a heart attack?", "convinced she'll go toxic". A clinician's
  // "could be a stroke" is a suspicion and is kept; a seizure "about to" come may be an aura, and is kept too.
  [
    new RegExp(
      `\\b(?:going to|gonna|about to|'ll|will)(?: (?:have|get|go|be|develop|end up with))? (?:a |an )?(?:another )?${FEARED_ILLNESS}\\b|\\bwhat if (?:it'?s |it is |that'?s |that is |this is |(?:i|she|he|they)(?:'m|'s|'re| am| is| are) )?(?:having |getting |developing |going )?(?:a |an )?${FEARED_ILLNESS}\\b`,
      'g',
    ),
    'worried',
  ],
  // An illness read about is a worry, not a finding: "read about rhabdo online", "I read about that muscle
  // breakdown thing", "googled meningitis".
  [
    /\b(?:read|reading|googled|looked up)(?: up)?(?: online)?(?: about)? (?:that |the )?(?:rhabdo\w*|muscle breakdown|kidney damage|kidney failure|meningitis|sepsis|cancer|blood clots?|deep vein thrombosis|stroke|heart attack|brain tumou?r)(?: thing)?(?: (?:online|on the internet|on google))?\b/g,
    'worried',
  ],
  // An old stroke's deficits told as the patient's baseline ("at his baseline: aphasic, R hemiparesis",
  // "expressive aphasia since her stroke", "right hemiparesis from an old stroke") are who the patient is,
  // not a stroke now; a deficit said apart from them ("a new facial droop") is still read.
  [new RegExp(`\\bbaseline\\b:? (?:[\\w-]+,? ){0,3}?${OLD_DEFICITS}`, 'g'), 'baseline deficits'],
  [
    new RegExp(
      `\\b${OLD_DEFICITS}(?=[^.;]{0,40}?\\b(?:since (?:his|her|their|a|the) (?:stroke|cva)|from (?:an? |his |her |their |the )?(?:(?:old|previous|prior|earlier) )?(?:stroke|cva)|as usual|at (?:his |her |their )?baseline|long-?standing|chronic)\\b)`,
      'g',
    ),
    'baseline deficits',
  ],
  // Skin and circulation
  // "A faint pink rash", "faint bruising", "a faint red streak runs up the thigh": faint as the skin's colour
  // is slight, not a faint (syncope).
  [
    /\bfaint(?=,? (?:(?:itchy|raised|flat|blotchy|spotty|pink|red|purple|pale|dry|scaly|patchy|small|fine|little|macular|papular|lacy)(?:,| and)? ){0,3}(?:rash|spots|spotty|patch(?:es)?|blush|blotch(?:es|y)?|bruis\w*|pink|redness|tinge|discolou?ration|marks?|marking|smell|odou?r|hives|welts|petechiae|freckles?|scar|streaks?|lines?|trace|outline)\b)/g,
    'slight',
  ],
  // Spots that fade under pressure blanch: said first, so that "little red spots ... that fade when I
  // press them" is not read as petechiae.
  [
    /\b(?:(?:tiny|little|small|pinpoint|pin-?prick|red|pink|purple|dark) )*(?:spots?|rash|dots|marks|blotches)(?: (?!(?:not|never|no|does|do|did|will|would|can|cannot)\b)[a-z]+){0,6} (?:that |which )?(?:fade|fades|go away|goes away|disappear|disappears|blanch|blanches|go white|goes white|go pale)(?: (?:when|if|under|with) (?:[a-z]+ ){0,3}[a-z]+)?/g,
    'blanching rash',
  ],
  [
    /\b(?:spots?|rash|dots|marks|blotches)(?: [a-z]+){0,6} (?:that |which )?(?:don'?t|do not|doesn'?t|does not|won'?t|will not|didn'?t|did not) (?:fade|go away|disappear|blanch|go white)(?: (?:when|if|under|with)[a-z ]{0,30})?/g,
    'non-blanching rash',
  ],
  // Not the satellite spots "round the edges" of a red nappy rash or a patch of rash (candida).
  [
    /\b(?:tiny|little|small|pinpoint|pin-?prick) (?:purple|red|dark) (?:spots|dots|marks)\b(?! (?:a?round|at|on|near|along) (?:the |its )?(?:edges?|outside|border|margins?)\b)/g,
    'petechiae',
  ],
  [/\b(?:purple|dark red) (?:spots|dots|blotches|patches)\b/g, 'purpura'],
  [
    /\b(?:hands and feet|feet and hands|hands|feet|fingers and toes) (?:are |feel |look |went |have gone )?(?:very |really |so )?(?:cold|freezing|icy)\b/g,
    'cold peripheries',
  ],
  // Skin that is blotchy, not a blotchy rash ("a pink blotchy rash", "blotchy red rash" are a rash).
  [
    /\b(?:blotchy|marbled|mottled-looking|lacy)(?: (?:skin|legs|arms|hands|feet))?\b(?!(?:,? (?:and |or )?(?:pink|red|raised|itchy|purple|fine|flat))* (?:rash|spots|hives|welts)\b)|\b(?:skin|legs) (?:is |are |looks? )?(?:blotchy|marbled)\b/g,
    'mottled',
  ],
  [
    /\b(?:gone|turned|going|looks?|looking) (?:a )?(?:grey|gray|greyish|grayish|ashen)(?: colou?r)?\b/g,
    'grey',
  ],
  [
    /\b(?:lips?|mouth|face|fingers|tongue) (?:is |are |went |turned |going |look |looks |have gone )?(?:a bit |slightly |very )?(?:blue|bluish|bluey|blue-grey|blue-gray|purple|dusky)\b/g,
    'cyanosis',
  ],
  [
    /\b(?:yellow|yellowish) (?:skin|eyes|whites of (?:the|his|her|my) eyes)\b|\b(?:skin|eyes) (?:is |are |has |have )?(?:gone |turned )?yellow\b/g,
    'jaundice',
  ],
  // Consciousness
  [
    /\b(?:only|just) (?:groans?|moans?|grunts?|murmurs?|stirs?|flinches?|(?:half |partly |briefly )?opens (?:his|her|their) eyes)(?: a bit)? (?:when|if) (?:i |we |you |they )?(?:rub|pinch|press|squeeze|shake)\w*(?: (?:his|her|their|the|on) (?:chest|breastbone|sternum|hand|arm|shoulder|ear|earlobe|nail|finger|fingernail|trapezius))?(?: hard)?/g,
    'responds only to pain',
  ],
  // A baby who only whimpers when handled: "only whimpers when picked up", "just grizzles when moved".
  [
    /\b(?:only|just) (?:whimpers?|whimpering|grizzles?|moans?|groans?|cries weakly|stirs?) (?:a bit )?(?:when|if) (?:(?:i|we|you|they|mum|dad) )?(?:picks? (?:him|her|them) up|picked up|lifted|moved|handled|touched|changed|pick (?:him|her|them) up|move (?:him|her|them)|touch (?:him|her|them))\b/g,
    'responds only to pain',
  ],
  // A bystander's pinch: "he just groans and pushes my hand away when I pinch him".
  [
    /\b(?:only|just) (?:groans?|moans?|grunts?|murmurs?|stirs?|flinches?|grimaces?)(?: and (?:pushes|pulls|brushes|bats|swats) (?:my|our|your|the|their) hands? away| and (?:pulls|moves) away)? (?:when|if) (?:i|we|you|they|someone|mum|dad) (?:pinch|rub|squeeze|press|pinches|rubs|squeezes|presses) (?:him|her|them)\b/g,
    'responds only to pain',
  ],
  // The same told in the passive, as an examiner does: "only groans and pulls away when his trapezius is
  // squeezed"; and eyes that stay shut to a voice: "does not open his eyes when spoken to".
  [
    /\b(?:only|just) (?:groans?|moans?|grunts?|murmurs?|stirs?|flinches?|grimaces?|withdraws?)(?: and (?:pulls away|withdraws|flinches|grimaces|moves))? (?:when|if|to) (?:his|her|their|the) (?:chest|breastbone|sternum|hand|arm|shoulder|ear|earlobe|nail|finger|fingernail|trapezius|nail bed) (?:is|are|was|were) (?:rubbed|pinched|pressed|squeezed)\b/g,
    'responds only to pain',
  ],
  [
    /\b(?:doesn'?t|does not|won'?t|will not|didn'?t|did not) open (?:his|her|their) eyes (?:when|if|to) (?:spoken to|called|(?:his|her|their) name|(?:a |our |my )?voice)\b/g,
    'responds only to pain',
  ],
  // Eyes that stay shut and no words to a relative's voice: "she won't open her eyes or talk to me".
  [
    /\b(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|isn'?t|is not) (?:open(?:ing)? (?:his|her|their) eyes,? (?:or|and|nor) (?:talk|speak|answer|respond)\w*|(?:talk|speak|answer)\w*,? (?:or|and|nor) open (?:his|her|their) eyes)\b/g,
    'responds only to pain',
  ],
  [
    /\b(?:won'?t|will not|doesn'?t|does not|can'?t|cannot) wake (?:up|him|her|them)\b|\bcan'?t (?:wake|rouse) (?:him|her|them)\b/g,
    'unrousable',
  ],
  // "She's not waking up" after a fall or a fit: not a child who sleeps through the night.
  [
    /\b(?:(?:he|she|it|baby)(?:'s| is) not|they(?:'re| are) not|isn'?t|aren'?t) waking up\b(?! (?:properly|at night|in the night|during the night|for (?:feeds|school|work)|early|on time|in the morning|till|until))/g,
    'unrousable',
  ],
  [/\b(?:really |very )?(?:sleepy|drowsy) and (?:hard|difficult) to wake\b/g, 'hard to wake'],
  // "He just moans when we shout at him": a sound only to a loud voice is V on AVPU.
  [
    /\b(?:only|just) (?:moans?|groans?|grunts?|mumbles?|murmurs?|stirs?|opens (?:his|her|their) eyes)(?: a bit)? (?:when|if) (?:i |we |you |they |someone |people )?(?:shout|yell|call|talk|speak|say (?:his|her|their) name)\w*/g,
    'responds only to voice',
  ],
  // Eyes that open to a name and close again: "he opens his eyes to his name, then drifts off".
  [
    /\bopens (?:his|her|their) eyes (?:only )?(?:to|when|if) (?:(?:his|her|their) name|(?:a |our |my )?voice|spoken to|called|(?:we |i |you )?(?:call|say|speak|talk)\w*(?: (?:his|her|their) name| to (?:him|her|them))?),? (?:then|and|but) (?:drifts|goes|falls|dozes|nods) (?:straight )?(?:off|back to sleep|asleep)\b/g,
    'responds only to voice',
  ],
  [
    /\b(?:not|isn'?t|is not) waking (?:up )?properly\b|\b(?:just|only) (?:groans|moans|grunts)\b(?! when)/g,
    'hard to wake',
  ],
  [
    // "Not sure what day it is" is disorientation in time, however the nurse words it.
    /\b(?:not sure|unsure|no idea|can'?t say|unable to say) (?:what (?:day|year|month) it is|where (?:he|she|they) (?:is|are))\b/g,
    'confused',
  ],
  // A relative's words: "didn't know what day it was", "she's muddled", "called me by my sister's name";
  // not a mix-up ("got muddled and took an extra tablet") nor someone else's whereabouts.
  [
    /\b(?:didn'?t|did not|doesn'?t|does not|don'?t) know what (?:day|year|month|time) it (?:is|was)\b|\b(?:is|was|seems?|gone|become|getting|very|so|all|really) muddled\b(?! (?:up\b|and (?:took|taken|forgot|missed|doubled|had)|with|about|over))|\bcalled (?:me|us|her|him) by (?:my|her|his|our) (?:sister|brother|mother|father|mum|dad|son|daughter)'?s name\b/g,
    'confused',
  ],
  // Things seen that are not there, the way a crew or a family reports them: "seeing spiders on the walls".
  [
    /\b(?:seeing|sees) (?:spiders|insects|bugs|snakes|rats|mice|little people|things)(?= (?:on|in|crawling|that|who|everywhere|all over|coming)\b)/g,
    'visual hallucinations',
  ],
  // Acting on them, as a colleague reports it: "keeps brushing spiders off the wall that aren't there".
  [
    /\b(?:spiders|insects|bugs|snakes|rats|mice|little people|people|animals|things|faces|voices)\b[^.;]{0,30}?\b(?:that|which|who) (?:aren'?t|are not|weren'?t|were not|isn'?t|is not) (?:really |actually )?there\b/g,
    'hallucinations',
  ],
  // "A bit muddled about the date": muddled about the date or the place is disorientation.
  [
    /\b(?:muddled|mixed up) (?:about|over|as to) (?:the )?(?:date|day|month|year|time|place)\b/g,
    'disoriented',
  ],
  [
    // "Talking irrelevant" is how Indian English says it; picking at the bedclothes is delirium's sign.
    /\b(?:not making (?:much |any )?sense|talking nonsense|talking rubbish|saying strange things|talking irrelevant(?:ly)?|irrelevant (?:talk|talking|speech)|picking at (?:the |his |her |their )?(?:bed ?sheets?|bedclothes|blankets?|air))\b/g,
    'confused',
  ],
  // "Confused about her tablets", "confused by the new inhaler": puzzled about something, the everyday
  // sense, not an acute confusional state. Confusion in the clinical sense has no object.
  [
    // Confused about the date, the time or the place is disorientation, which stays.
    /\b(?:confused|confusion|muddled|mixed up) (?:about|by|over|as to|regarding|with (?:the|her|his|their|which|what|how)|which|what|how|whether)\b(?! (?:the )?(?:date|time|day|days|month|year|place|where|who|when)\b)/g,
    'unsure about',
  ],
  // "Confused the boxes", "confused her tablets": the verb with medicines for its object is mixing them up.
  // (Confusing people, "confused her daughter with her sister", is a confusion sign and stays.)
  [
    /\bconfused (?=(?:the|her|his|their|my|two|both) (?:\w+ )?(?:tablets?|pills?|medications?|meds|medicines?|boxes|packets?|inhalers?|doses?|insulin|pens?|bottles?)\b)/g,
    'mixed up ',
  ],
  // "Confused dosette box": the box, not the patient, was muddled (a medication error).
  [
    /\bconfused (?=(?:dosette|blister|pill ?box|pill organi[sz]er|medication box|nomad|webster)\b)/g,
    'mixed up ',
  ],
  // Lymphangitis as a patient sees it: "a red line going up my arm".
  [
    /\b(?:red|pink) (?:line|lines|track|tracks|stripe|stripes|streaks?|mark) (?:going|running|tracking|spreading|moving|creeping|travelling|traveling|coming) up\b/g,
    'red streak up',
  ],
  // Breathing
  [
    /\b(?:can'?t|cannot|unable to|struggling to) (?:catch (?:my|his|her|their) breath|get (?:my|his|her|their) breath|get enough air|breathe)\b/g,
    'difficulty breathing',
  ],
  [
    /\bbreathing (?:really |very )?(?:fast and deep|deep and fast|deeply and quickly|quickly and deeply)\b/g,
    'kussmaul breathing',
  ],
  [
    /\b(?:sucking in|pulling in) (?:under|between) (?:his|her|their) ribs\b|\bribs (?:are )?(?:sucking|pulling) in\b/g,
    'subcostal recession',
  ],
  // "The skin between and under her ribs is sucking in".
  [
    /\bskin (?:between|under|below)(?: and (?:between|under|below))? (?:his|her|their|the) ribs (?:is |are )?(?:sucking|pulling|going|drawing) in\b/g,
    'subcostal recession',
  ],
  // "The skin at the bottom of her neck and between her ribs sucks in with each breath".
  [
    /\bskin (?:at the bottom of|at the base of|above|below|under|between|in) (?:his|her|their|the) (?:neck|throat|collar ?bones?|ribs)(?:(?: and|,| or) (?:at the bottom of |at the base of |above |below |under |between |in )?(?:his|her|their|the) (?:neck|throat|collar ?bones?|ribs))* (?:is |are )?(?:sucks?|sucking|pulls?|pulling|goes|going|draws?|drawing) in\b/g,
    'subcostal recession',
  ],
  // A noise with every breath is stridor (or a wheeze if it whistles out): "a loud squeaky noise with every
  // breath even when she's lying still".
  [
    /\b(?:(?:loud|squeaky|high[- ]pitched|harsh|rasping|crowing|croaky|honking) )+(?:noise|sound) (?:(?:with|on) )?(?:every|each) (?:breath|time (?:he|she|they|i|you) breathes?)(?: in)?\b/g,
    'stridor',
  ],
  // Not "when I breathe in": a whistle on the way in is stridor (read below).
  [/\b(?:whistling|wheezy) (?:noise|sound) (?:when|as) (?:he|she|they|i) breathes?\b(?! in\b)/g, 'wheeze'],
  // The saddle and the bladder in a patient's words (cauda equina): "I can't feel when I wipe",
  // "I haven't managed a wee all day".
  [
    /\b(?:can'?t|cannot|couldn'?t) feel (?:it )?(?:when i wipe|the (?:toilet )?paper|(?:my|his|her|their) (?:bottom|bum|backside|private parts|privates|genitals)|down (?:below|there)|between (?:my|his|her|their) legs)\b|\bnumb (?:down (?:below|there)|between (?:my|his|her|their) legs|(?:in|around) (?:my|his|her|their) (?:bottom|bum|privates))\b/g,
    'saddle numbness',
  ],
  [
    /\b(?:haven'?t|have not|hasn'?t|has not|can'?t|cannot|couldn'?t) (?:managed|been able) (?:to )?(?:have |do |pass )?(?:a )?(?:wee|pee|urine|water)\b|\b(?:i |he |she |they )(?:can'?t|cannot|couldn'?t) (?:wee|pee)\b/g,
    'urinary retention',
  ],
  // No breathing seen: "I can't see her chest moving" ("not breathing" is read with the negative findings).
  [
    /\b(?:can'?t|cannot|couldn'?t) see (?:his|her|their|the) (?:chest|tummy) (?:moving|going up and down|rising)(?: much)?\b/g,
    'apneic',
  ],
  // Life-threatening asthma in a parent's words: the wheeze gone quiet ("it's gone quiet in there now, not
  // even whistly"), a word at a time, worn out.
  [
    /\b(?:the )?wheez\w* (?:has |have |had )?(?:gone|went|going|become|got) (?:very )?(?:quiet|silent)\b|\b(?:can'?t|cannot) hear (?:the |his |her |their )?wheez\w* any ?more\b|\b(?:my |his |her |their |the )?chest (?:is (?:so |very )?tight and (?:it'?s |it has )?)?(?:has |is )?gone (?:very |all )?(?:quiet|silent)\b(?= in there| now|,? not even (?:whistly|wheezy|wheezing))/g,
    'silent chest',
  ],
  [
    /\b(?:can )?only (?:get out|say|manage|speak|talk in|get) (?:one|a|1|two|2|a couple of|a few) words?(?: at a time)?\b|\b(?:have|has|had|having) to stop (?:for (?:a )?breath|to breathe|to catch (?:my|his|her|their) breath) (?:after|every) (?:a few|one|two|three|2|3|a couple of) words\b/g,
    'speaking in single words',
  ],
  [
    /\b(?:looks?|looking|is|seems?|getting|gone) (?:really |very |so )?(?:tired|worn out|exhausted) (?:from|with) (?:breathing|the breathing|trying to breathe)|\b(?:looks?|looking|seems?) (?:really |very |so )?(?:tired|worn out|exhausted)\b(?<=\b(?:wheez\w*|breath\w*|asthma|silent chest)\b[^.;]{0,80}\b(?:looks?|looking|seems?) (?:really |very |so )?(?:tired|worn out|exhausted))/g,
    'exhausted',
  ],
  [/\bcoughing (?:up )?(?:blood|red)\b/g, 'hemoptysis'],
  [
    /\b(?:side|chest|ribs?) (?:hurts?|is sore|is painful) (?:when|if) (?:i|he|she|they) (?:cough|coughs|breathe in|breathes in|take a deep breath|takes a deep breath)\b|\bpain (?:\w+ ){0,7}when (?:i|he|she|they) (?:breathe|breathes) in\b(?: deeply)?/g,
    'pleuritic pain',
  ],
  // Head and nerves
  [
    /\b(?:neck|it) (?:hurts|is (?:sore|painful)) (?:when|if) (?:i|he|she|they) (?:try to )?(?:put|bend|move|touch|bring) (?:my|his|her|their) (?:chin|head) (?:down|forward|to (?:my|his|her|their) chest)\b|\b(?:can'?t|cannot|can not|couldn'?t|unable to) (?:bend|put|get|touch|bring|tuck) (?:my|his|her|their) (?:neck|chin|head) (?:down|forward|(?:on|onto|to|against) (?:my|his|her|their|the) chest)\b/g,
    'neck stiffness',
  ],
  // "My neck's stiff", "her neck has gone stiff", "my neck is so stiff".
  [
    /\b(?:my|his|her|their|the) neck(?:'s| is| was| feels| felt| has gone| has been| went| got)? (?:(?:really|very|so|a bit|quite|too|that|awfully|terribly|incredibly) )*stiff\b/g,
    'neck stiffness',
  ],
  [
    // "The light really hurts my eyes", "can't stand the light", "very sensitive to light".
    /\b(?:lights?|the light|bright lights?|sunlight) (?:(?:really|so|just|still|even) )*(?:hurts?|hurting|is hurting|are hurting|bothers?) (?:my|his|her|their) eyes\b|\bcan'?t (?:stand|bear|look at) (?:the )?(?:light|bright lights?)\b|\b(?:sensitive|sensitivity) to (?:the )?(?:bright )?light\b/g,
    'photophobia',
  ],
  [
    /\b(?:one side of (?:his|her|their|my) (?:face|mouth)|(?:his|her|their|my) (?:face|mouth)) (?:has |is )?(?:dropped|drooping|droopy|sagging|fallen|lopsided)\b/g,
    'facial droop',
  ],
  [
    /\b(?:words (?:are |were )?(?:jumbled|muddled|slurred|coming out wrong)|talking funny|speech (?:is |was )?(?:funny|strange|garbled)|can'?t get (?:his|her|their|my) words out|(?:couldn'?t|could not|can'?t|cannot|unable to) find (?:his|her|their|my|the) words|(?:trouble|difficulty) (?:getting|finding) (?:his|her|their|my|the )?words|word[- ]finding (?:difficulty|difficulties|problems?|trouble))\b/g,
    'speech disturbance',
  ],
  // A relative's account of a lowered consciousness: eyes open only to a shout (V on AVPU), "keeps
  // going off", "drifting in and out".
  [
    /\bonly (?:opens?|opening) (?:his |her |their )?eyes (?:when|if) (?:i|we|you|someone|they) (?:shout|shouts|shouted|speak loudly|call (?:his|her|their) name)\b/g,
    'responds to voice',
  ],
  [
    /\b(?:drifting|going|slipping) in and out(?: of (?:it|consciousness))?\b|\bkeeps? (?:going off|drifting off|nodding off)\b/g,
    'drowsy',
  ],
  // Pain "much worse than it looks" is pain out of proportion to the signs (necrotising infection, ischaemia).
  [
    /\b(?:(?:the )?(?:pain|it) (?:is |feels )?)?(?:much|way|far|a lot|so much) worse than (?:it looks|it should be|you'?d (?:expect|think)|the look of it|how it looks)\b/g,
    'pain out of proportion',
  ],
  // After a knock to the head: asking the same thing again and again ("keeps asking what day it is", "same
  // questions every couple of minutes", "repeating himself") is amnesia with confusion; a child
  // "really sleepy" is drowsy.
  [
    /\bkeeps? (?:on )?(?:asking|saying) (?:what happened|the same (?:thing|question)s?|where (?:he|she|they|i) (?:is|am|are|was)|what (?:day|time|year|month) it is)\b|\brepeat(?:s|ing|edly asking)? the same questions?\b|\b(?:asks?|asking) the same questions? (?:again|over|every)\b|\bsame questions? (?:again and again|over and over|every (?:few|couple of|\w+) (?:minutes|mins|seconds))\b|\brepeating (?:himself|herself|themselves)\b/g,
    'repetitive questioning, confused',
  ],
  [/\b(?:really|very|so|unusually|abnormally|extremely) (?:sleepy|drowsy)\b/g, 'drowsy'],
  // "Getting dozy" is a consciousness going down, as a relative says it.
  [/\b(?:getting|gone|going|becoming|more and more|increasingly|really|very) dozy\b/g, 'drowsy'],
  // An arm that cannot be lifted above the shoulder or head is how a painful shoulder is told (a cuff tear,
  // a fracture of the humerus), not the weakness of a stroke.
  [
    /\b(?:can'?t|cannot|could not|couldn'?t|unable to) (?:lift|raise|get) (?:my |his |her |their |the )?(?:(?:left|right) )?arm (?:up )?(?:above|over|past|beyond) (?:my |his |her |their |the )?(?:shoulder|head)(?: height| level)?\b/g,
    'restricted shoulder movement',
  ],
  // A hand, arm or leg that "felt clumsy" or "went useless" is the weakness of a stroke or TIA.
  [
    /\b(left|right) (hand|arm|leg) (?:felt|feels|was|is|went|became|has been|had been|going|gone) (?:clumsy|useless|floppy)\b/g,
    '$1 $2 weakness',
  ],
  // Not muscles that twitch ("his muscles are twitching all over his arms"): fasciculation, as
  // organophosphates cause, with the patient awake.
  [
    /(?<!\bmuscles? (?:are |is |were |was |keep |keeps |started )?)\b(?:shaking|jerking|twitching) (?:all over(?! (?:his|her|their|my) (?:arms?|legs?|chest|face|back|tummy|belly))|of (?:his|her|their) whole body)|\bwhole body (?:is |was |started |keeps )?(?:jerking|shaking|stiff and jerking)\b/g,
    'generalized seizure',
  ],
  [
    /\beyes (?:rolled (?:back|up)|went (?:off )?to one side|deviated|fixed to one side)\b/g,
    'seizure eye deviation',
  ],
  [
    /\b(?:still (?:hasn'?t|has not|not) stopped|won'?t stop|will not stop|hasn'?t stopped) (?:jerking|shaking|fitting|seizing|convulsing)|(?:jerking|shaking|fitting|seizing|convulsing|seizure)(?: [a-z0-9]+){0,8},? and (?:it )?(?:still )?(?:hasn'?t|has not|won'?t|will not) stop(?:ped)?\b|\b(?:seizure|fit|fitting|seizing|convulsion)s? (?:that |which )?(?:is |are )?(?:still )?(?:not|won'?t|will not|hasn'?t|has not) stop(?:ping|ped)?\b/g,
    'ongoing seizure',
  ],
  [
    /\b(?:seizure|fit|shaking|jerking|fitting|convulsing)(?: [a-z',]+){0,10} (?:it'?s|it is|she'?s|she is|he'?s|he is|they'?re|they are) still (?:going|happening|shaking|jerking|fitting|seizing)\b/g,
    'ongoing seizure',
  ],
  // A "light fitting" is a fixture, and "fitting a kitchen" is work: neither is a fit.
  [
    /\b(light|ceiling|lamp|electrical|electric|wall|pipe|gas|bathroom|kitchen|shower|door|plumbing|window) fittings?\b/g,
    '$1 fixture',
  ],
  [
    /\bfitting ((?:(?:a|an|the|new|some) ){0,2})(carpets?|kitchens?|windows?|doors?|shelves|shelf|pipes?|cables?|sockets?|lights?|boiler|bathroom|tiles?)\b/g,
    'installing $1$2',
  ],
  // "Fits" the verb is not seizures: "the story fits the injury", "fits with a sprain", "the cast fits well",
  // "the bag no longer fits". Nor are fits of coughing, laughing or temper, nor "fits" once coughing fits
  // have been named ("whoop after fits").
  [
    /\bhaving a fit\b|\bhad a fit\b|(?<!\b(?:story|history|account|explanation|mechanism|picture|pattern|description|it|this|that|which|cast|splint|boot|shoe|ring|brace|bag|appliance|flange|longer|still|now|barely|hardly|cough|coughing|laughing|giggling|sneezing|crying|temper|rage)\s)(?<!\bcough(?:ing)? fits?\b[^]*)\bfits\b(?! (?:the|with|in|into|well|nicely|comfortably|snugly|her|his|their|of (?:cough\w*|laugh\w*|temper|rage|giggl\w*|sneez\w*))\b)/g,
    'seizure',
  ],
  // Urine and bowels
  [
    /\b(?:burns?|burning|stings?|hurts?|painful) (?:when|to) (?:i |he |she |they )?(?:pees?|wees?|urinates?|pass(?:es)? water)\b/g,
    'dysuria',
  ],
  // "The back passage" is the anus, not the back: blood from it is rectal bleeding.
  [
    /\b(?:blood|bleeding)(?: [a-z]+){0,4} (?:from|out of) (?:the |his |her |their |my )?(?:back passage|bottom|rear end)\b/g,
    'rectal bleeding',
  ],
  [/\bback passage\b/g, 'rectum'],
  [/\b(?:peeing|weeing|passing) blood\b|\bblood in (?:my|his|her|their) (?:pee|wee|urine)\b/g, 'hematuria'],
  [
    /\b(?:throws|throwing|brings|bringing) up everything(?:,? even water)?\b|\b(?:(?:can'?t|cannot|unable to) keep|(?:has|have|had)(?:n'?t| not)(?: been able to)? (?:kept|keep)) (?:even |any )?(?:(?:my|his|her|their) )?(?:(?:tablets|pills|food|medicine|meds) (?:or|and) )?(?:anything|fluids|water|food|drinks?|milk|sips?)(?: \w+)? down\b/g,
    'unable to keep fluids down',
  ],
  // The Ottawa rules' findings in a patient's words: "the bony bits don't hurt when I press them", "I
  // walked here without a problem".
  [
    /\b(?:the )?(?:bon(?:y|e) (?:bits?|parts?|bumps?|knobbly bits?|knobs?)|ankle bones?|knobbly bits?)(?: on (?:the|either|both) sides?)? (?:don'?t|do not|doesn'?t|does not|didn'?t|did not) hurt (?:when|if) (?:i|you|we|they|he|she) (?:press|push|touch)(?:es|ed)? (?:on )?(?:them|it)\b/g,
    'no bony tenderness',
  ],
  [
    /\b(?:pressing|pushing|press|push|touching) (?:on |over )?(?:the |my |his |her )?(?:bon(?:e|es|y bits?|y parts?)|ankle bones?|knobbly bits?)(?: \w+){0,2} (?:doesn'?t|does not|don'?t|do not|didn'?t|did not) hurt\b/g,
    'no bony tenderness',
  ],
  [
    /\b(?:(?:it'?s |it is |they'?re |they are )?(?:not|isn'?t|aren'?t|never) (?:sore|tender|painful) (?:on|over|at) (?:the )?(?:bon(?:y|e) (?:bits?|parts?|bumps?)|ankle bones?|knobbly bits?))(?: when (?:i|you|we|they|he|she) (?:press|push|touch)(?:es|ed)?(?: (?:on )?(?:them|it))?)?/g,
    'no bony tenderness',
  ],
  [/\b(?:been|is|was|has been) (?:walking|running|weight[- ]bearing) on it\b/g, 'able to bear weight'],
  [
    /\b(?:walked|walking|walk) (?:in|here|to the car|on it|around|home|back)(?: \w+){0,2} (?:without (?:a |any )?(?:problem|problems|trouble|difficulty|limp)|fine|okay|ok|normally)\b/g,
    'able to bear weight',
  ],
  // Stroke and airway signs in a bystander's words.
  [
    /\b(?:(?:soft |quiet |loud |high |high[- ]pitched |whistling |whistly |crowing |squeaky |croaky |rasping |harsh |honking |horrible |awful |terrible |strange |weird |scary )+(?:noise|sound|whistle)) (?:(?:\w+ ){0,3}(?:as|when|while) (?:he|she|they|i|you) (?:breathes?|breaths?|breathing|breathe)|(?:on |when |while )?breathing) in\b/g,
    'stridor',
  ],
  [
    /\b(?:words|speech|talking) (?:came|come|coming|are coming|were coming|was coming) out (?:all )?(?:jumbled|wrong|muddled|garbled|mixed up|slurred)\b/g,
    'speech disturbance',
  ],
  [
    /\b(?:face|mouth|smile) (?:looks?|is|was|seems?|went|has gone|gone) (?:a (?:touch|bit|little) |slightly )?(?:droopy|drooping|lopsided|crooked|wonky)\b/g,
    'facial droop',
  ],
  [
    /\b(left|right) (?:hand|arm) (?:keeps|kept|is) dropping (?:things|stuff|her cup|his cup)\b/g,
    '$1 arm weakness',
  ],
  // "She has become muddled today" is a change of mental state; "I got muddled and took an extra
  // tablet" is a mistake.
  [
    /\b(?:become|became|has been|have been|gone) (?:a bit |very |more |increasingly )?muddled\b/g,
    'new confusion',
  ],
  // Cramps in the heat are heat cramps: "calf cramps during a match in hot weather".
  [
    /\b(cramps?|cramping)\b([^.;\n]{0,60}\b(?:hot weather|in the heat|heatwave|heat wave|a hot day|the hot sun|very hot)\b)/g,
    'heat cramps$2',
  ],
  // "I keep throwing up", "threw up twice", "puking": vomiting in everyday words (after "throwing up
  // everything", which says more).
  [/\b(?:throw(?:s|ing)? up|threw up|thrown up|puk(?:e|es|ed|ing))\b/g, 'vomiting'],
  // "Never had a headache like this", "never been this confused": the worst ever, said with a "never" that
  // is the finding, not its denial.
  [
    /\bnever (?:had|felt|experienced|known) (?:a |an |any )?((?:[a-z]+ )?[a-z]+) (?:like (?:this|it|that)|this bad|so bad|as bad(?: as this)?)(?: (?:one )?before)?\b/g,
    'worst $1 ever',
  ],
  [/\bnever (?:been|felt) (?:this|so) ([a-z]+)(?: before)?\b/g, 'very $1'],
  // "She's been sick twice", "keeps being sick": in British English, sick with a count, a place, a meal or
  // "keeps being" is vomiting; "sick" alone, "off sick" or "been sick all week with a cold" is being ill.
  [
    /\b(?:been|was|were|got) sick(?= (?:once|twice|(?:\d+|three|four|five|six|seven|eight|nine|ten|several|many|multiple|lots of|loads of|a (?:few|couple of)) ?(?:x|times)|x ?\d+|repeatedly|everywhere|all over|(?:on|in) (?:the|her|his|my|their|a|bed)\b|after (?:eating|every|each|feeds?|feeding|drinking|food|meals?|breakfast|lunch|dinner|tea)|projectile))/g,
    'vomited',
  ],
  [/\b(?:keeps?|kept) (?:on )?being sick\b/g, 'vomiting'],
  // Projectile, the pyloric stenosis's word, is kept: "projectile sick", milk that "shoots across the room",
  // "forceful vomiting".
  [
    /\bprojectile sick\b|\bforceful(?:ly)? (?:vomiting|vomits|vomited|sick)\b|\b(?:it |milk |sick |vomit )?(?:shoots|shot|shooting|flies|flew|flying|goes|went|comes|came) (?:right |straight |all the way )?across the room\b/g,
    'projectile vomiting',
  ],
  [
    /\b(?:hasn'?t|has not|haven'?t|not) (?:had a |had any )?(?:wet|wees in (?:his|her) ) ?(?:nappy|nappies|diapers?)\b|\bdry (?:nappies|diapers)\b|\b(?:only|just) (?:had |done |passed )?(?:one|1|a single) (?:wee|pee|wet nappy)\b/g,
    'reduced urine output',
  ],
  // "A runny tummy", "the runs": diarrhoea in everyday words.
  [
    /\b(?:runny|loose) (?:tummy|abdominal|abdomen|stomach|bum|poos?|stools?|motions?)\b|\b(?:got|have|had) the runs\b/g,
    'diarrhea',
  ],
  // Glucose meters and ketone strips
  [
    /\b(?:meter|glucometer|glucose meter|sugar)(?: just| only)? (?:says|reads?|shows?|reading|is)\s*["']?(?:high|hi)["']?/g,
    'glucose 600 mg/dl [above the meter range]',
  ],
  // A meter's "HI" a few words after the test: "checked her sugar on his meter and it just said hi",
  // "gp finger-prick this afternoon read 'hi'".
  [
    /\b(?:meter|glucometer|sugar|finger[- ]?prick(?: test)?|finger[- ]?stick|bm|bsl|bgl|cbg)(?: (?!hi\b)[\w'-]+){0,4}? (?:just |only )?(?:said|says|reads?|showed|shows|displayed|displays)\s*["']?hi["']?(?![\w])/g,
    'glucose 600 mg/dl [above the meter range]',
  ],
  [
    /\bketone (?:strip|stick|test|meter)(?: [a-z]+){0,2} (?:went|turned|is|was|shows?|says?) (?:dark purple|purple|high|large|\+\+\+|positive)/g,
    'ketones large',
  ],
  // A hospital's "discharge letter" or "discharge summary" is paperwork, not a wound's discharge.
  [
    /\bdischarge (letter|summary|summaries|note|notes|paperwork|papers|instructions|advice|plan|information)\b/g,
    'hospital $1',
  ],
  // Bleeding
  [
    /\bsoak(?:ed|ing)? (?:through )?(?:a |one |\d+ )?(?:pads?|towels?|tampons?)(?: [a-z]+){0,3} (?:an|every|per|each) (?:hour|half hour|30 minutes)\b/g,
    'heavy vaginal bleeding soaking pads',
  ],
];

const applyLayLanguage = compileRewrites(
  layLanguage.map(([pattern, replacement]) => ({ pattern, replacement })),
);

export function readLayLanguage(lowercaseText: string): string {
  return applyLayLanguage(lowercaseText);
}
