import { skinSignsOfShock } from './common-phrases';
import { allOf, alteredMentalStatus, anyOf, fever, hypotension, none, says, type Matcher } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

/**
 * A corrosive, named within one sentence of an eye, either order: the building trade's alkalis (cement,
 * lime mortar, wet concrete, hydrated lime) among them, not lime juice; the laboratory's by their names
 * (sodium hydroxide, hypochlorite); and the household's alkaline detergents by the product (a dishwasher
 * tablet, a laundry capsule), which burn a child's eye as badly.
 */
const corrosive =
  '(?:chemical\\w*|chem\\b|alkali\\w*|acid|bleach|oven cleaner|drain cleaner|caustic|lye|cement|quicklime|(?:hydrated|slaked) lime|lime ?(?:mortar|plaster|putty|wash)|limewash|mortar|(?:wet )?concrete|ammonia|battery fluid|\\w*hydroxide|naoh|koh|\\w*hypochlorite|dishwasher (?:tablet|powder|detergent|liquid|pod|capsule)s?|(?:laundry|washing|detergent|liquid|washing machine) (?:capsule|pod|tablet|tab)s?|liquitabs?)';
/**
 * A corrosive that reached the eye: in or into it, splashed or sprayed at it, or the eye named first ("eye
 * splashed with bleach"). Fumes that made the eyes sting ("cleaning with bleach with the window shut, it made
 * my eyes sting") are an irritant vapour, not a chemical in the eye.
 */
const corrosiveInEye = new RegExp(
  [
    `${corrosive}[^.;\\n]{0,60}\\b(?:in|into|onto|to) (?:the |my |his |her |their |both |one |left |right |l |r )*eyes?\\b`,
    `${corrosive}[^.;\\n]{0,30}\\b(?:splash\\w*|squirt\\w*|spray(?:ed)? (?:in|into|at))\\b[^.;\\n]{0,40}\\beyes?\\b`,
    `\\beyes?\\b[^.;\\n]{0,60}${corrosive}`,
  ].join('|'),
);

/**
 * The eye itself said to be spared: it moves without pain and sees normally. With these, a swollen red
 * eyelid and a fever is preseptal cellulitis (antibiotics, ESI 3), not orbital. Read in the whole text,
 * as the negation in "doesn't hurt to move it" is what says so.
 */
const eyeSpared: Matcher = (facts) =>
  /\b(?:(?:can|could) (?:still )?see (?:ok|okay|fine|normally|well|properly)|(?:vision|eyesight|sight) (?:is |was )?(?:'|")?(?:normal|fine|ok|okay|unaffected|unchanged|same as (?:normal|usual|always))|eye (?:moves|movements? (?:are|is)) (?:without pain|freely|normally|fine|painless\w*)|(?:no|without) pain (?:on|with|when) (?:moving (?:it|the eye|her eye|his eye)|eye movements?)|eye movements? (?:are |is )?(?:normal|full|painless)|(?:doesn'?t|does not|don'?t|didn'?t) hurt to move (?:it|her eye|his eye|the eye|their eye)|can (?:still )?(?:look|move (?:it|her eye|his eye|the eye)) (?:around|round|all ways|normally|fine))\b/.test(
    facts.presenting.normalized,
  )
    ? ['eye movements and vision spared']
    : null;

/** A tonsillectomy of the last two weeks, when its scab separates and bleeds ("tonsils out 6 days ago"). */
const recentTonsillectomy = says(
  /(?:tonsillectomy|adenotonsillectomy|tonsils (?:out|removed|taken out))[^.;]{0,30}?\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a few|a couple of|several) days? (?:ago|earlier|before|back)/,
  /(?:post|after)[- ](?:op(?:erative)? )?(?:tonsillectomy|tonsils|t&a)\b/,
  /day \d{1,2} (?:post|after)[- ]?(?:op(?:erative)? )?(?:tonsillectomy|tonsils|t&a)\b/,
  // A note's shorthand: "T&A 5/7 ago", "tonsillectomy 6/7 post-op" (n/7 is n days).
  /(?:tonsillectomy|adenotonsillectomy|t&a|tonsils (?:out|removed))\b[^.;]{0,20}?\b(?:[1-9]|1[0-4])\/7\b/,
);

/**
 * An operation inside the eye, or an injection into it, in the last weeks: "cataract done yesterday",
 * "intravitreal injection 3 days ago", "post-op cataract". Endophthalmitis follows in days to weeks.
 */
const recentOperationInsideTheEye = says(
  /\b(?:cataract|intravitreal|vitrectomy|lens implant|(?:injection|injected) (?:in|into) (?:the |my |his |her )?(?:left |right )?eye|eye injection)\b[^.;]{0,50}?\b(?:yesterday|(?:\d|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?) ago|last week|this week|\d\/7|day \d)\b/,
  /\b(?:yesterday|(?:\d|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?) ago|last week)\b[^.;]{0,40}?\b(?:cataract|intravitreal|vitrectomy|eye injection)\b/,
  /\b(?:post[- ]?op(?:erative)?|after (?:my |his |her |the |a )?)(?:cataract|intravitreal|vitrectomy|eye injection)\b/,
  /\b(?:cataract|eye) (?:operation|surgery|op)\b[^.;]{0,20}?\b(?:the day before|the day after)\b/,
  /\bthe day after (?:a |my |his |her |the )?(?:cataract|eye) (?:operation|surgery|op)\b/,
);
/** The eye painful, as a patient says it. */
const painfulEye = says('eye pain', 'pain*', 'throbbing', 'throbs', 'aching', 'ache', 'sore');
/** Sight worse than it was, in a nurse's or a patient's words, or pus behind the cornea. */
const sightWorseOrPusInTheEye = says(
  'foggy',
  'cloudy',
  'misty',
  'blurr*',
  /\bvision (?:is |has |got |gone |much |a lot |far |really )*(?:worse|worsening|reduced|decreased|down|dropped|poor|loss)\b/,
  'reduced (vision|acuity)',
  'only see shapes',
  'hand movements',
  'counts? fingers',
  "(unable to|can't|cannot) see",
  'hypopyon',
  'white (line|level|fluid) (at|in) the (bottom|front)',
);

export const eyeEntRedFlags: RedFlagDefinition[] = [
  {
    id: 'post-tonsillectomy-haemorrhage',
    name: 'Bleeding after a tonsillectomy',
    system: 'eye-ent',
    esiFloor: 2,
    guideline:
      'AAO-HNS 2019 Clinical Practice Guideline: Tonsillectomy in Children [post-tonsillectomy hemorrhage]',
    // Any fresh blood in the weeks after the operation can herald a sudden large bleed into the airway,
    // even when it has settled: ENT review and a cannula before it happens.
    matches: allOf(recentTonsillectomy, says('bleed*', 'bled', 'blood*', 'ha?emorrhag*', 'hemorrhag*')),
    escalations: [
      {
        when: anyOf(alteredMentalStatus, hypotension, skinSignsOfShock),
        esiFloor: 1,
        reason: 'shock, or an airway at risk from the bleeding',
      },
    ],
    immediateActions: [
      'Sit up and lean forward; suction ready; IV access, cross-match',
      'ENT on-call now; nil by mouth; hydrogen peroxide or adrenaline gargle per local protocol',
    ],
    workup: ['Full blood count, coagulation, group and save'],
    differential: [
      {
        condition: 'Secondary post-tonsillectomy haemorrhage',
        why: 'Fresh blood from the throat in the two weeks after a tonsillectomy',
      },
    ],
    disposition: 'ENT admission; theatre if bleeding continues',
  },
  {
    id: 'chemical-eye-injury',
    name: 'Chemical eye injury',
    system: 'eye-ent',
    esiFloor: 2,
    guideline: 'RCOphth 2017 / AAO Chemical eye injury: irrigate immediately',
    matches: says(
      corrosiveInEye,
      'chemical (in|into|splash (in|into)?|splashed (in|into)) (the |my |his |her |both )?eyes?',
      'eye (chemical|burn)',
      'chemical (burn|injury) (to|of) (the )?eyes?',
    ),
    immediateActions: [
      'Irrigate the eye at once with at least 1-2 litres of saline or water until the pH is 7.0-7.5 [before anything else]',
      'Topical anaesthetic drops to allow irrigation; sweep the fornices for particles',
    ],
    workup: ['Conjunctival pH before and after irrigation', 'Visual acuity', 'Slit lamp with fluorescein'],
    differential: [
      {
        condition: 'Alkali or acid burn of the cornea and conjunctiva',
        why: 'Corrosive in the eye: alkalis penetrate and keep damaging until washed out',
      },
    ],
  },
  {
    id: 'acute-angle-closure-glaucoma',
    name: 'Acute angle-closure glaucoma',
    system: 'eye-ent',
    esiFloor: 2,
    guideline: 'AAO 2020 Primary Angle-Closure Disease Preferred Practice Pattern',
    matches: allOf(
      says(
        'eye pain',
        'painful (red )?eye',
        'red (painful )?eye',
        'pain (in|behind) (the |my |his |her )?(left |right )?eye',
      ),
      says(
        'halos',
        'blurred vision',
        'blurry vision',
        'vision (loss|blurred|decreased|reduced)',
        'reduced vision',
        'headache',
        'vomiting',
        'nausea',
        'fixed (mid-?dilated|dilated) pupil',
        'hard eye',
        'cloudy cornea',
      ),
      // A known cluster headache's attack behind one eye, with a watering eye, is its own pattern.
      none(says('cluster (headache|headaches|attack|attacks|bout)')),
    ),
    immediateActions: [
      'Urgent ophthalmology; topical pressure-lowering drops and IV/oral acetazolamide',
      'Analgesia, antiemetic; lie supine',
    ],
    workup: ['Intraocular pressure measurement', 'Visual acuity'],
    differential: [
      {
        condition: 'Acute angle-closure glaucoma',
        why: 'Painful red eye with blurred vision, halos or vomiting',
      },
      { condition: 'Keratitis, uveitis, scleritis', why: 'Other painful red eyes' },
    ],
  },
  {
    id: 'sudden-vision-loss',
    name: 'Sudden vision loss or retinal detachment',
    system: 'eye-ent',
    esiFloor: 2,
    guideline: 'AAO 2019 Posterior Vitreous Detachment, Retinal Breaks and Lattice Degeneration PPP; RCOphth',
    matches: anyOf(
      // "Rt eye vision loss ... sudden onset 1h": the loss and its suddenness in separate words.
      allOf(
        says(
          '(loss of|lost (the |her |his |my )?|no) vision',
          'vision (loss|lost|gone|went)',
          'blind in',
          "(can't|cannot|unable to) see (out of|with|anything)",
        ),
        says(
          'sudden*',
          'abrupt*',
          'all at once',
          /\bonset (?:\d+ ?(?:h|hr|hrs|hours?|min|mins|minutes)|this morning|today|an hour)/,
          // Minutes or hours since it began: "filler an hour ago ... now I can't see out of my left eye".
          /\b(?:an?|one|two|three|\d{1,2}) (?:hours?|hrs?|minutes?|mins?) ago\b/,
        ),
      ),
      says(
        'sudden (painless )?(loss of vision|vision loss|blindness)',
        'curtain',
        'shadow (over|across|in) (the |my |his |her )?vision',
        // Flashes and floaters alone are a posterior vitreous detachment to examine today (ESI 4); a
        // shadow, a curtain or a field lost is the retina detaching.
        '(field|visual field) (loss|defect|cut)',
        'lost (the )?vision',
        'sudden (blurred|blurry) vision',
      ),
    ),
    immediateActions: [
      'Visual acuity now; same-day ophthalmology',
      'If painless sudden vision loss within hours: consider central retinal artery occlusion as a stroke equivalent',
    ],
    workup: ['Dilated fundoscopy', 'ESR and CRP if over 50 [giant cell arteritis]'],
    differential: [
      {
        condition: 'Retinal detachment, central retinal artery occlusion, vitreous hemorrhage',
        why: 'Sudden visual loss, flashes, floaters or a curtain',
      },
    ],
  },
  {
    // Pain and failing sight in the days after a cataract operation or an eye injection are
    // endophthalmitis until an ophthalmologist says otherwise: the eye can be lost within hours.
    id: 'post-operative-endophthalmitis',
    name: 'Endophthalmitis after eye surgery or an eye injection',
    system: 'eye-ent',
    esiFloor: 2,
    guideline:
      'RCOphth 2022 Cataract Surgery Guidelines [endophthalmitis]; ESCRS 2013 Endophthalmitis Guidelines',
    matches: allOf(recentOperationInsideTheEye, painfulEye, sightWorseOrPusInTheEye),
    immediateActions: [
      'Visual acuity now; ophthalmology on call now (same hour)',
      'Do not start or stop drops before the ophthalmologist sees the eye',
    ],
    workup: [
      'Slit-lamp examination for hypopyon; vitreous tap and intravitreal antibiotics by ophthalmology',
    ],
    differential: [
      {
        condition: 'Acute post-operative endophthalmitis',
        why: 'A painful red eye with falling vision in the days after intraocular surgery or injection',
      },
      {
        condition: 'Raised intraocular pressure, post-operative uveitis',
        why: 'Other painful eyes after surgery',
      },
    ],
  },
  {
    id: 'orbital-cellulitis',
    name: 'Orbital cellulitis',
    system: 'eye-ent',
    esiFloor: 2,
    guideline: 'RCOphth / NICE CKS Periorbital and orbital cellulitis',
    // A swollen eye after a punch or a fall is an injury (an orbital fracture), not an infection.
    matches: allOf(
      none(
        says(
          'punch*',
          'assault*',
          'struck',
          'blow to',
          'elbowed',
          '(elbow|knee|fist|kick|boot|ball|bat) (to|in|into) (the |his |her |my |their )?(left |right )?(eye|face)',
          'head[- ]?butt*',
          'fell',
          'fall',
          'injur*',
          'trauma',
          'fight',
        ),
      ),
      says(
        'eye(lid)? swelling',
        'eyelids? (is |are )?swelling',
        'swollen (eye|eyelid|eyelids)',
        '(eye|eyelids?) (is |are )?swollen( shut)?',
        '(eyelids?|lids?) (is |are |has gone |have gone |gone )?((red|hot|warm|tender),? (and )?)+(swollen|puffy)',
        'swollen shut',
        'periorbital (swelling|cellulitis)',
        'orbital cellulitis',
      ),
      anyOf(
        says(
          'pain (on|with) eye movement*',
          'painful eye movement*',
          'double vision',
          'diplopia',
          'proptosis',
          'bulging eye',
          'pushed forward',
          'sticking out',
          '(hurts|painful|pain) when (she|he|they|i) (looks?|moves? (her|his|their|my) eyes?)',
          'sees? double',
          'seeing double',
          'reduced vision',
          'vision (loss|blurred|reduced)',
        ),
        allOf(fever, none(eyeSpared)),
      ),
    ),
    immediateActions: ['IV antibiotics; urgent ophthalmology and ENT'],
    workup: ['CT orbits and sinuses with contrast', 'Full blood count, CRP, blood cultures'],
    differential: [
      {
        condition: 'Orbital vs preseptal cellulitis',
        why: 'Eyelid swelling with painful eye movement, proptosis, visual change or fever',
      },
    ],
  },
];
