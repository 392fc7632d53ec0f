import {
  ageDays,
  ageYears,
  allOf,
  anyOf,
  fever,
  none,
  says,
  saysBeforeNegation,
} from '../red-flags/matchers';
import { need } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** "The" or a possessive, then an optional side: "the left", "his right", "my". */
const whose = '(the |my |his |her |their |both )?(left |right |l |r )?';
const eye = `${whose}eyes?`;

/** A foreign body told going in or seen in the eye, not only felt there. */
const foreignBodyToldInTheEye = [
  `foreign body (in |into |inside |on |to )?${eye}`,
  'foreign body eye',
  'eye foreign body',
  '(corneal|conjunctival|subtarsal) foreign body',
  `(grit|dust|sand|metal|metal filing|metal fragment|iron|steel|sawdust|wood|wood chip|splinter|eyelash|particle|debris|speck|fleck|insect|bug|fly|glass|dirt|concrete|plaster|something|stuff) (is )?(stuck |lodged )?(in|into|under the lid of) ${eye}`,
  // "Something shot into my eye", "a bit of metal pinged into my right eye".
  `(got|flew|blew|went|shot|pinged|flicked|bounced|exploded) (something |some \\w+ )?(up )?(in|into) ${eye}`,
  `something('s| is)? (stuck |still )?in ${eye}`,
  'rust ring',
  // What the nurse saw: "a small dark speck on the cornea".
  '(speck|fleck|particle|fragment|spot|fb|foreign body) (seen |visible )?on (the )?(left |right )?cornea',
  // "A small piece of metal stuck on the front of the eye with a rust mark", "couldn't get metal out of his eye".
  'rust (mark|ring|stain)',
  `(metal|grit|speck|fleck|fragment|particle|splinter|piece of \\w+|bit of \\w+) (is )?(stuck |lodged |embedded )?(on|in) (the )?(front|surface) of ${eye}`,
  `(get|got|remove|removing|take|taking|lift|lifting) (the |a |some |that )?(\\w+ )?(metal|grit|speck|fleck|fragment|particle|splinter|foreign body) out of ${eye}`,
];

/** A sticky or discharging eye, lids or lashes stuck together on waking. */
const eyeDischarge = says(
  'discharge',
  '(sticky|crusty|gooey|gunky|mucky|goopy) (eyes?|lids?|lashes)',
  '(lids?|lashes|eyes?) (are |were )?(stuck|glued) (together|shut)',
  '(pus|goo|gunk|mucus)',
);

/** A barbed or pointed thing that struck the eye and stays in it: "one Taser probe struck his right eye". */
const EMBEDDED_IN_THE_EYE = `(taser |tazer )?(probe|barb|dart|fish ?hook|hook|nail|staple|needle|splinter|shard) (is )?(in|into|struck|hit|stuck in|embedded in|lodged in) ${eye}`;

/** A high-velocity fragment or a sharp object: an intraocular foreign body or open globe until proven otherwise. */
const penetratingEyeInjuryWords = says(
  'penetrating',
  'open globe',
  '(globe|eyeball) (rupture|ruptured|laceration)',
  'ruptured (globe|eyeball)',
  'high[- ]velocity',
  'hammer*',
  'chisel*',
  'metal on metal',
  'drilling',
  'power tool',
  'strimmer',
  'lawn ?mower',
  'nail gun',
  'shrapnel',
  'explosion',
  'firework*',
  'pellet',
  'bb gun',
  'air (rifle|gun)',
  'teardrop pupil',
  '(irregular|misshapen|peaked) pupil',
  'fluid (leaking|coming) (from|out of) the eye',
  'stabbed in the eye',
  '(knife|scissors|pencil|pen|stick|branch|fish ?hook) (in|into) (the |his |her |my )?(left |right )?eye',
  EMBEDDED_IN_THE_EYE,
  'protruding from (the )?(globe|eyeball|eye)',
);
/**
 * A fragment thrown at speed. Ash or debris the wind blew from a display, said to be "nothing high-speed",
 * is a corneal foreign body, not a penetrating injury.
 */
const penetratingEyeInjury = allOf(
  penetratingEyeInjuryWords,
  none(
    anyOf(
      says(
        '(wind|breeze) blew',
        'blew (some )?(ash|dust|debris|grit|smoke|sand|soot)',
        '(ash|dust|grit|soot) blew',
      ),
      saysBeforeNegation('(nothing|not|no) high[- ](speed|velocity)'),
    ),
  ),
);

const reducedVision = says(
  'reduced vision',
  'vision (loss|reduced|decreased|blurred|blurry|worse)',
  'blurred vision',
  'blurry vision',
  'loss of vision',
  "(can't|cannot|unable to) see",
  'decreased (visual acuity|vision)',
  'visual acuity (reduced|decreased|6/(18|24|36|60))',
  // "His vision in that eye is blurry", "my sight has gone misty", "can't see properly out of it".
  '(vision|sight) (in|of|out of) (that|the|this|his|her|my|their|one) (left |right )?eye (is |was |has gone |has been |went |gone |seems |looks )?(blurr*|fuzzy|misty|cloudy|hazy|dim|reduced|worse|poor)',
  '(vision|sight) (is |was |has gone |has been |went |gone |seems )(blurr*|fuzzy|misty|cloudy|hazy|dim|reduced|worse)',
  "(can't|cannot|couldn't|can not|unable to) see (properly|clearly|well|much|out of)",
);

/**
 * Gritty, watering, light-shy eyes hours after welding without a mask or a sunbed ("arc eye"): an
 * ultraviolet keratitis, seen with fluorescein and treated in the department with lubricants and oral
 * analgesia; no ophthalmologist unless the sight stays down or a foreign body is found.
 */
const ultravioletKeratitisTreatedHere = {
  when: allOf(
    anyOf(
      says(
        'arc eye',
        'arc[- ]weld*',
        'welding',
        'welder*',
        'weld(ing)? flash',
        'sunbed',
        'tanning bed',
        'snow blind*',
      ),
      // Snow's or water's glare without eye protection: "a day on the slopes in bright sun, lost his goggles".
      allOf(
        says('(lost|without|no|forgot) (his |her |my |their )?(ski )?(goggles|sunglasses|sun glasses)'),
        says('ski*', 'slopes?', 'snow', 'glacier', 'mountain*', 'bright sun', 'sunny', 'sailing'),
      ),
    ),
    none(says('foreign body', 'metal (fragment|splinter|in)', 'rust ring', 'chemical*')),
    none(reducedVision),
  ),
  remove: ['specialtyConsultation' as const],
  why: 'ultraviolet keratitis after welding or a sunbed: lubricants and oral analgesia in the department',
};

/** Corrosives, as the chemical eye injury red flag names them, plus common household alkalis. */
const corrosive = says(
  'alkali*',
  'acid',
  'bleach',
  'oven cleaner',
  'drain cleaner',
  'caustic',
  'lye',
  'cement',
  'lime',
  'plaster',
  'ammonia',
  'battery (fluid|acid)',
  'dishwasher (tablet|detergent|powder)',
  'laundry (pod|capsule|liquid)',
);

export const eyeComplaints: ComplaintDefinition[] = [
  {
    id: 'chemical-eye-exposure',
    name: 'Chemical exposure, eye',
    group: 'ophthalmology',
    terms: [
      `chemical (splash |splashed |spray |sprayed |got |exposure )?(in|into|to) ${eye}`,
      `chemical (eye )?(injury|burn|exposure|splash) (to|of|in) ${eye}`,
      'chemical eye (injury|burn|exposure|splash)',
      'eye (chemical|splash)( injury| exposure)?',
      `(bleach|acid|alkali|cement|lime|plaster|oven cleaner|drain cleaner|ammonia|detergent|cleaning (product|fluid|spray)|disinfectant|chlorine|pepper spray|pava( spray)?|cs (spray|gas)|incapacitant( spray)?|mace|hand sanitizer|hand sanitiser|sanitizer|sanitiser|shampoo|soap|sunscreen|hair dye|glue|superglue|perfume|nail varnish remover|acetone|petrol|gasoline|diesel|paint|battery acid|laundry (pod|capsule|liquid)|dishwasher (tablet|detergent)) (splash |splashed |spray |sprayed |squirted |went |got )?(in|into) ${eye}`,
      `(splashed|sprayed|squirted) (in|into) ${eye}`,
      `${eye} (splashed|sprayed) with`,
      'maced',
      'pepper sprayed',
    ],
    resources: [need('simpleProcedure', 'irrigation until the conjunctival pH is 7.0 to 7.5')],
    adjustments: [
      {
        when: corrosive,
        add: [need('specialtyConsultation', 'ophthalmology for an acid or alkali injury')],
      },
      {
        // An incapacitant (PAVA, CS, pepper spray) is an irritant, not a caustic: rinsed already and easing, with
        // normal vision, it settles with fresh air and time, no pH-guided irrigation (FFLM 2021).
        when: allOf(
          says('pepper spray*', 'pava', 'cs (spray|gas)', 'incapacitant', 'mace', 'maced'),
          none(corrosive),
          says(
            '(rinsed|washed|flushed|irrigated|bathed)',
            '(a bit |slightly |much )?(better|easing|eased|settling|settled|improving)',
          ),
          none(
            says(
              '(blurred|blurry|reduced|loss of|lost|can.?t see|cannot see) (vision|sight)',
              'contact lens(es)? (in|stuck)',
            ),
          ),
        ),
        remove: ['simpleProcedure'],
        why: 'an incapacitant spray rinsed and easing, vision normal: fresh air and time, no further irrigation',
      },
    ],
    guideline:
      'RCOphth / College of Optometrists: chemical eye injury; AAO EyeWiki Chemical Burns; FFLM 2021 incapacitant sprays',
    differential: [
      { condition: 'Alkali or acid ocular burn', why: 'Corrosives: alkalis penetrate and keep damaging' },
      { condition: 'Irritant conjunctivitis', why: 'Soap, shampoo, sanitiser, pepper spray' },
    ],
    workup: [
      'pH of the tear film before and after irrigation',
      'Visual acuity and fluorescein after irrigation',
    ],
    immediateActions: ['Irrigate now with saline or tap water, before anything else'],
  },
  {
    id: 'foreign-body-eye',
    name: 'Foreign body, eye',
    group: 'ophthalmology',
    // A foreign body on the cornea makes the eye sensitive to light; it is not iritis to refer.
    explains: ['photophobia'],
    // Only felt (gritty, "like sand in it") and with a sticky discharge, nothing told going in: the grit
    // of a conjunctivitis (NICE CKS infective conjunctivitis), not a foreign body to remove.
    requires: none(allOf(eyeDischarge, none(says(...foreignBodyToldInTheEye)))),
    terms: [
      ...foreignBodyToldInTheEye,
      'foreign body sensation',
      'feels like (there is )?(something|sand|grit) in (the |my |his |her )?(left |right )?eye',
      'gritty (feeling )?(in )?(the |my |his |her )?(left |right )?eyes?',
    ],
    resources: [need('simpleProcedure', 'removal with a cotton bud or needle at the slit lamp')],
    adjustments: [
      {
        when: penetratingEyeInjury,
        add: [
          need('advancedImaging', 'CT orbits for an intraocular foreign body'),
          need('specialtyConsultation', 'ophthalmology'),
        ],
      },
      {
        // A sensation after grinding, drilling or hammering metal is an embedded fragment (rust ring) until
        // the slit lamp shows otherwise; after grit or dust it is usually an abrasion.
        when: anyOf(
          // Unless what was removed left a rust ring behind, to be burred out once it softens.
          allOf(
            says('washed out', 'flushed out', 'came out', 'removed'),
            none(says('rust ring', 'rust (mark|stain)', 'residual', 'still (there|in)')),
          ),
          allOf(
            says('feels like', 'sensation', 'gritty'),
            none(
              says(
                'grind*',
                'metal*',
                'hammer*',
                'drill*',
                'chisel*',
                'weld*',
                'rust',
                'steel',
                'iron filing*',
              ),
            ),
            // A speck seen on the cornea, or one irrigation did not shift, is still there to lift off.
            none(
              anyOf(
                says(
                  'visible',
                  'embedded',
                  'stuck',
                  'still (there|in)',
                  '(fb|foreign body|speck|fleck|particle|grit) (seen |visible )?on (the )?cornea',
                  'rust ring',
                ),
                saysBeforeNegation('not (removed|washed out|flushed out|come out|shifted|dislodged)'),
              ),
            ),
          ),
        ),
        remove: ['simpleProcedure'],
        why: 'no foreign body to remove: fluorescein examination only',
      },
    ],
    highRisk: [
      {
        when: penetratingEyeInjury,
        reason: 'High-velocity fragment or sharp object: penetrating eye injury or intraocular foreign body',
        source: 'RCOphth: ophthalmic trauma; AAO Eye Trauma PPP: refer open globe injuries immediately',
      },
    ],
    minor: true,
    guideline: 'RCOphth / College of Optometrists Clinical Management Guidelines: corneal foreign body',
    differential: [
      { condition: 'Corneal or subtarsal foreign body, corneal abrasion', why: 'Grit, metal, eyelash' },
      { condition: 'Intraocular foreign body', why: 'Hammering, grinding or a high-velocity fragment' },
    ],
    workup: ['Visual acuity; evert the upper lid; fluorescein', 'CT orbits if a high-velocity mechanism'],
    immediateActions: ['Visual acuity first; topical anaesthetic to examine'],
  },
  {
    id: 'visual-disturbance',
    name: 'Visual disturbance',
    group: 'ophthalmology',
    terms: [
      'blurr(ed|y) vision',
      'blurring of vision',
      'vision (loss|change|changes|problem|problems|disturbance|disturbances|blurred|blurry|decreased|reduced|is blurry|going|gone)',
      'visual (disturbance|disturbances|loss|change|changes|problem|problems|impairment|symptoms|field (defect|loss))',
      '(loss|lost) of (vision|sight)',
      'lost (the |my |his |her )?(vision|sight)',
      '(decreased|reduced|poor|diminished|impaired|dim|dimmed|cloudy|hazy|foggy|distorted|patchy) vision',
      "(can't|cannot|unable to) see (properly|clearly|well|out of)",
      '(sudden|acute|painless) (blindness|vision loss|visual loss)',
      'floaters',
      'flashes and floaters',
      '(flashes|flashing lights|flashes of light) (in|across) (the |my |his |her )?(left |right )?(eye|eyes|vision)',
      'flashing lights in (the |my |his |her )?(left |right )?(eye|eyes|vision)',
      'seeing (spots|lights|flashes|stars|halos)',
      'halos',
      'curtain (over|across|coming down)',
      'shadow (over|across|in) (the |my |his |her )?vision',
      'amaurosis fugax',
      'transient (loss of vision|vision loss|visual loss|blindness)',
      'wavy lines',
    ],
    complaintFieldTerms: [
      'vision',
      'blind',
      'blindness',
      'sight',
      'eyesight',
      'visual',
      'flashes',
      'flashing lights',
    ],
    // Blurred vision is also a symptom of migraine, hypertension, hypoglycaemia and pre-eclampsia: an
    // ophthalmology review is expected only for an acute ocular change.
    resources: [],
    adjustments: [
      {
        when: allOf(
          says(
            'sudden*',
            'acute',
            'curtain',
            'shadow',
            'flashes',
            'floaters',
            '(loss|lost) of (vision|sight)',
            'lost (the |my |his |her )?(vision|sight)',
            'vision loss',
            'visual loss',
            'painful',
            'red eye',
          ),
          none(
            says(
              'headache*',
              'migraine',
              'aura',
              'high blood pressure',
              'hypertension',
              'pregnan*',
              'glucose',
              'sugar',
            ),
          ),
        ),
        add: [need('specialtyConsultation', 'same-day ophthalmology for an acute visual change')],
      },
      {
        when: allOf(
          ageYears(50),
          says(
            'jaw claudication',
            'pain (on|when|with) chewing',
            'scalp tender*',
            'temple',
            'temporal',
            'headache',
          ),
        ),
        add: [need('labs', 'ESR and CRP for giant cell arteritis')],
      },
      {
        when: says('amaurosis fugax', 'transient', 'came back', 'returned', 'resolved'),
        add: [
          need('labs', 'blood count, glucose, lipids'),
          need('ecg', 'ECG for atrial fibrillation'),
          need('advancedImaging', 'carotid and brain imaging: transient monocular loss is a TIA'),
        ],
      },
    ],
    guideline: 'RCOphth / AAO retinal detachment and retinal artery occlusion guidance; BSR 2020 GCA',
    differential: [
      {
        condition: 'Retinal detachment, vitreous haemorrhage, retinal vascular occlusion',
        why: 'Sudden loss',
      },
      { condition: 'Giant cell arteritis, stroke or TIA', why: 'Over 50, headache, transient or field loss' },
      { condition: 'Refractive error, cataract, migraine aura', why: 'Gradual or transient benign causes' },
    ],
    workup: ['Visual acuity each eye, pupils, fields, fundoscopy', 'ESR and CRP over 50'],
    immediateActions: ['Visual acuity and pupil check now'],
  },
  {
    id: 'eye-pain',
    name: 'Eye pain',
    group: 'ophthalmology',
    terms: [
      'eye (pain|ache|aching|soreness|discomfort)',
      'eyeache',
      'ocular pain',
      `pain (in|behind|around) ${eye}`,
      `painful ${eye}`,
      `sore ${eye}`,
      `${eye} (is |are |feels? )?(painful|sore|hurting|hurts|aching|burning|burn|burns|stinging|sting|stings)`,
      '(burning|stinging) eyes?',
      'pain (on|with) eye movement',
      'iritis',
      'uveitis',
      'keratitis',
      'scleritis',
      'episcleritis',
      'corneal ulcer',
      'welder*s flash',
      'arc eye',
      'snow blindness',
      'flash burn',
    ],
    complaintFieldTerms: ['eye', 'eyes'],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          reducedVision,
          says(
            'photophobia',
            'light sensitiv*',
            'iritis',
            'uveitis',
            'keratitis',
            'scleritis',
            'corneal ulcer',
            'white spot',
            'contact lens*',
          ),
        ),
        add: [need('specialtyConsultation', 'same-day ophthalmology: keratitis, uveitis or scleritis')],
      },
      ultravioletKeratitisTreatedHere,
    ],
    guideline: 'RCOphth / College of Optometrists Clinical Management Guidelines',
    differential: [
      { condition: 'Corneal abrasion, keratitis, UV keratitis', why: 'Surface pain, gritty, watering' },
      { condition: 'Anterior uveitis, scleritis', why: 'Deep ache, photophobia, reduced vision' },
      { condition: 'Acute angle-closure glaucoma', why: 'Red painful eye, halos, vomiting' },
    ],
    workup: ['Visual acuity, fluorescein, pupils', 'Intraocular pressure if the eye is red and painful'],
    immediateActions: ['Visual acuity now; topical anaesthetic only for examination'],
  },
  {
    id: 'red-eye',
    name: 'Itchy / red eye',
    group: 'ophthalmology',
    terms: [
      `(red|itchy|pink|bloodshot|irritated|watery|watering|weepy|inflamed) ${eye}`,
      `${eye} (is |are |feels? )?(red|itchy|pink|bloodshot|irritated|watery|watering|inflamed|itching)`,
      'pink ?eye',
      'pinkeye',
      'conjunctivitis',
      'conjuctivitis',
      'conjunctivits',
      'conjunctivitus',
      'allergic conjunctivitis',
      'subconjunctival (hemorrhage|bleed|bleeding)',
      `blood (in|on) the white of ${eye}`,
      'redness (of|in) (the |my |his |her |both )?(left |right )?eyes?',
      'eye redness',
      'eye irritation',
      'itching eyes?',
      'dry eyes?',
    ],
    resources: [],
    adjustments: [
      {
        when: ageDays(0, 28),
        add: [need('labs', 'conjunctival swabs for gonococcus and chlamydia')],
      },
      {
        // Ophthalmia neonatorum is a red, swollen, pouring eye; a little sticky discharge in a white eye of a
        // well newborn is swabbed and treated when the result is back.
        when: allOf(
          ageDays(0, 28),
          says('red*', 'swollen', 'swelling', 'puffy', 'copious', 'profuse', 'pus', 'pouring', 'purulent'),
        ),
        add: [need('parenteralMedication', 'IV or IM ceftriaxone for ophthalmia neonatorum')],
      },
      {
        when: anyOf(reducedVision, says('contact lens*', 'photophobia', 'severe pain', 'white spot')),
        add: [need('specialtyConsultation', 'same-day ophthalmology: keratitis must be excluded')],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Conjunctivitis [infective, allergic]; RCOphth red eye guidance',
    differential: [
      {
        condition: 'Viral, bacterial or allergic conjunctivitis; subconjunctival haemorrhage',
        why: 'Common benign causes',
      },
      { condition: 'Keratitis, uveitis, angle-closure glaucoma', why: 'Pain, photophobia or reduced vision' },
    ],
    workup: ['Visual acuity; fluorescein if painful or in a contact lens wearer'],
    immediateActions: ['Hygiene advice; lubricants or antihistamine drops'],
  },
  {
    id: 'eye-trauma',
    name: 'Eye trauma',
    group: 'ophthalmology',
    terms: [
      'eye (injury|injuries|trauma)',
      'ocular (injury|trauma)',
      `(injury|injuries|trauma|blow|laceration|cut) (to|of|on|near) ${eye}`,
      `(injury|trauma|blow|laceration|cut) (to|of) ${whose}eyelid`,
      'eyelid (laceration|cut|injury)',
      'injured (his |her |my |the )?(left |right )?eyes?',
      'black eye',
      'shiner',
      `(hit|punched|struck|kicked|elbowed|poked|scratched|jabbed) (in|on) ${eye}`,
      // "Took an elbow to the left eye", "a knee in the eye".
      `(elbow|knee|fist|punch|kick|boot|headbutt|head butt|ball|bat|racket|stick) (to|in|into) ${eye}`,
      EMBEDDED_IN_THE_EYE,
      '(poked|jabbed|scratched|hit) (his |her |my |their )?(left |right )?eyes?',
      `(finger|fingernail|ball|elastic|bungee|stick|branch|twig) (in|into|to|hit) ${eye}`,
      'blunt (eye|ocular) (injury|trauma)',
      'hyphema',
      'hyphaema',
      `blood in (the )?front of ${eye}`,
      'corneal abrasion',
      '(scratched|scratch on|scratch to) (the |my |his |her )?(left |right )?(eye|cornea)',
      'eye scratch',
      '(globe|eyeball) (rupture|injury)',
      'penetrating eye injury',
      'open globe',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          reducedVision,
          says(
            'double vision',
            'diplopia',
            "(can't|cannot|unable to) look (up|down)",
            'numb (cheek|upper lip)',
            // The infraorbital nerve in the floor of the orbit: "his cheek and upper lip feel numb".
            '(cheek|upper lip)( and (the |his |her |my )?(upper )?(lip|gum|teeth))?( on (that|the same|the injured|the left|the right) side)? (feels?|felt|is|are|has gone|went|gone) numb',
            'numb(ness)? (of|over|in|to) (the |his |her |my )?(left |right )?(cheek|upper lip)',
            'orbital',
            'enophthalmos',
            'sunken eye',
          ),
        ),
        add: [
          need('advancedImaging', 'CT orbits for an orbital fracture or globe injury'),
          need('specialtyConsultation', 'ophthalmology'),
        ],
      },
      {
        when: says('hyphema', 'hyphaema', 'blood in (the )?front of'),
        add: [need('specialtyConsultation', 'same-day ophthalmology for a hyphaema')],
      },
      {
        // A tender orbital rim or cheekbone: a rim or zygomatic fracture, imaged even with normal vision.
        when: says(
          'tender(ness)? ((of|over|on|at) )?(the )?(left |right |l |r )?(infra-?orbital|supra-?orbital|lateral orbital|orbital|zygoma|zygomatic|malar|cheek ?bone|cheek)( arch| rim| bone)?',
          '(infra-?orbital|supra-?orbital|lateral orbital|orbital|zygoma|zygomatic|malar) (rim|arch|bone)? ?(is )?tender',
          '(bony )?step(-| )?(off)? (in|at|of) the (orbital )?rim',
        ),
        add: [need('xray', 'facial bone X-ray (or CT) for an orbital rim or zygomatic fracture')],
      },
      {
        when: says(
          'eyelid (laceration|cut)',
          '(laceration|cut) (to|of|on|near) (the |his |her |my )?(left |right )?(eye|eyelid|eyebrow)',
        ),
        add: [
          need(
            'simpleProcedure',
            'eyelid laceration repair [ophthalmology if the lid margin or canaliculus is involved]',
          ),
        ],
      },
      {
        when: penetratingEyeInjury,
        add: [
          need('advancedImaging', 'CT orbits for an intraocular foreign body or open globe'),
          need('specialtyConsultation', 'emergency ophthalmology'),
        ],
      },
    ],
    highRisk: [
      {
        when: penetratingEyeInjury,
        reason: 'Possible open globe or intraocular foreign body: shield the eye, nothing to press on it',
        source: 'RCOphth: ophthalmic trauma; AAO Eye Trauma PPP: refer open globe injuries immediately',
      },
      {
        when: allOf(
          says('hyphema', 'hyphaema', 'blood in (the )?front of'),
          anyOf(reducedVision, says('vomit*', 'severe pain')),
        ),
        reason: 'Hyphaema with reduced vision or vomiting: raised intraocular pressure, rebleeding',
        source: 'AAO EyeWiki: traumatic hyphema; RCOphth ophthalmic trauma',
      },
    ],
    minor: true,
    guideline: 'RCOphth / AAO Eye Trauma guidance',
    differential: [
      {
        condition: 'Corneal abrasion, traumatic iritis, periorbital haematoma',
        why: 'Common after minor trauma',
      },
      {
        condition: 'Hyphaema, orbital floor fracture, retrobulbar haemorrhage',
        why: 'Blunt trauma with pain, diplopia, reduced vision',
      },
      { condition: 'Open globe injury', why: 'Sharp or high-velocity mechanism, irregular pupil' },
    ],
    workup: [
      'Visual acuity, pupils, eye movements, fluorescein',
      'CT orbits if vision, movement or sensation is abnormal',
    ],
    immediateActions: ['Shield an eye that may be open; no pressure, no drops'],
  },
  {
    id: 'diplopia',
    name: 'Diplopia',
    group: 'ophthalmology',
    terms: [
      'diplopia',
      'double vision',
      'seeing double',
      'seeing two of everything',
      'double images?',
      'vision (is )?double',
    ],
    resources: [
      need('advancedImaging', 'CT or MRI brain and orbits'),
      need('labs', 'glucose, blood count, ESR and CRP'),
    ],
    adjustments: [
      {
        when: says(
          'one eye',
          'monocular',
          'goes (away )?when (covering|closing) (one|either) eye',
          'persists with one eye (closed|covered)',
        ),
        remove: ['advancedImaging', 'labs'],
        why: 'monocular diplopia is an eye problem [refraction, cataract]: ophthalmology referral',
      },
    ],
    highRisk: [
      {
        when: says(
          'ptosis',
          '(drooping|droopy) (eye)?lid',
          'eyelid (is )?(drooping|droopy)',
          '(dilated|blown|fixed) pupil',
          'pupil (is )?(dilated|blown|unequal|larger)',
          'unequal pupils',
          'third nerve',
          '(3rd|iii) nerve',
        ),
        reason: 'Diplopia with ptosis or a dilated pupil: third nerve palsy from an aneurysm until imaged',
        source: 'ACR Appropriateness Criteria: Cranial Neuropathy; AAO third nerve palsy guidance',
      },
    ],
    guideline: 'ACR Appropriateness Criteria: Cranial Neuropathy',
    differential: [
      { condition: 'Microvascular cranial nerve palsy', why: 'Older patient with diabetes or hypertension' },
      {
        condition: 'Aneurysm, stroke, raised intracranial pressure, myasthenia',
        why: 'Binocular diplopia with other signs',
      },
      { condition: 'Orbital fracture or cellulitis, thyroid eye disease', why: 'Orbital causes' },
    ],
    workup: ['Cover test: monocular or binocular; pupils and eyelids', 'CT or MRI if binocular and new'],
    immediateActions: ['Full neurological examination; look for ptosis and a dilated pupil'],
  },
  {
    id: 'photophobia',
    name: 'Photophobia',
    group: 'ophthalmology',
    terms: [
      'photophobia',
      'photophobic',
      'light sensitivity',
      '(sensitive|sensitivity) to (the )?light',
      'light (hurts|bothers|hurting) (my |his |her |the )?eyes?',
      '(eyes?|he|she) (is |are )?sensitive to light',
      "(can't|cannot|unable to) (stand|tolerate) (the )?light",
    ],
    resources: [need('specialtyConsultation', 'ophthalmology slit lamp for iritis or keratitis')],
    adjustments: [
      {
        when: says('headache*', 'neck stiffness', 'stiff neck', 'vomit*', 'fever*', 'migraine', 'rash'),
        remove: ['specialtyConsultation'],
        why: 'photophobia with headache is a neurological question: the headache decides the work-up',
      },
      ultravioletKeratitisTreatedHere,
    ],
    guideline: 'RCOphth anterior uveitis guidance; NICE NG240 Meningitis',
    differential: [
      { condition: 'Anterior uveitis, keratitis', why: 'Photophobia with a red or painful eye' },
      { condition: 'Migraine, meningitis, subarachnoid haemorrhage', why: 'Photophobia with headache' },
    ],
    workup: [
      'Visual acuity, pupils, fluorescein; look for ciliary flush',
      'Neck stiffness and rash if headache',
    ],
    immediateActions: ['Ask about headache, fever and neck stiffness'],
  },
  {
    id: 'periorbital-swelling',
    name: 'Periorbital swelling',
    group: 'ophthalmology',
    terms: [
      'periorbital (swelling|edema|cellulitis|redness)',
      'preseptal cellulitis',
      'peri-orbital (swelling|cellulitis)',
      'orbital cellulitis',
      `swollen ${whose}(eye|eyes|eyelid|eyelids|lid|lids)`,
      `${whose}(eye|eyes|eyelid|eyelids) (is |are )?(swollen|puffy|swelling)( shut)?`,
      // "Eyelid red and puffy", "upper lid hot, red and swollen"
      `${whose}((left|right) )?((upper|lower) )?(eyelid|eyelids|lid|lids) (is |are |has gone |have gone |gone )?((red|hot|warm|tender),? (and )?)+(swollen|puffy)`,
      `(eye|eyelid|lid) swelling`,
      `swelling (around|of|above|below|under) ${whose}(eye|eyes|eyelid|eyelids)`,
      'swollen shut',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          fever,
          ageYears(0, 1),
          says('spreading', 'unwell', 'not improving', 'failed (oral )?antibiotics'),
        ),
        add: [
          need('labs', 'blood count, CRP, blood cultures'),
          need('parenteralMedication', 'IV antibiotics for periorbital cellulitis'),
        ],
      },
    ],
    guideline: 'NICE CKS Cellulitis: periorbital and orbital; RCOphth',
    differential: [
      {
        condition: 'Preseptal cellulitis, allergic swelling, insect bite, stye',
        why: 'Eyelid swelling with full eye movements',
      },
      { condition: 'Orbital cellulitis', why: 'Painful or reduced eye movements, proptosis, reduced vision' },
      { condition: 'Nephrotic syndrome, angioedema', why: 'Bilateral puffy eyelids' },
    ],
    workup: ['Visual acuity, eye movements, proptosis, colour vision', 'CT orbits if orbital signs'],
    immediateActions: ['Check eye movements and vision: orbital signs need IV antibiotics and CT'],
  },
  {
    id: 'eye-discharge',
    name: 'Discharge from eye',
    group: 'ophthalmology',
    terms: [
      'eye discharge',
      `discharge (from|in|out of) ${eye}`,
      `(sticky|crusty|gooey|gunky|mucky|weeping|discharging|goopy) ${eye}`,
      `${eye} (is |are )?(sticky|crusty|crusted|gooey|gunky|mucky|weeping|discharging|goopy|stuck shut|stuck together|glued shut)`,
      `(pus|goo|gunk|mucus|yellow discharge|green discharge) (from|in|coming out of) ${eye}`,
      'purulent (eye )?discharge',
      'mucopurulent discharge',
    ],
    resources: [],
    adjustments: [
      {
        when: ageDays(0, 28),
        add: [need('labs', 'conjunctival swabs for gonococcus and chlamydia')],
      },
      {
        // Ophthalmia neonatorum is a red, swollen, pouring eye; a little sticky discharge in a white eye of a
        // well newborn is swabbed and treated when the result is back.
        when: allOf(
          ageDays(0, 28),
          says('red*', 'swollen', 'swelling', 'puffy', 'copious', 'profuse', 'pus', 'pouring', 'purulent'),
        ),
        add: [need('parenteralMedication', 'IV or IM ceftriaxone for ophthalmia neonatorum')],
      },
      {
        when: says('copious', 'profuse', 'hyperacute', 'reaccumulat*', 'gonorrh*', 'sexual*'),
        add: [
          need('labs', 'swab and Gram stain for gonococcal conjunctivitis'),
          need('parenteralMedication', 'IM ceftriaxone'),
          need('specialtyConsultation', 'ophthalmology'),
        ],
      },
    ],
    minor: true,
    guideline:
      'NICE CKS Conjunctivitis [infective]; CDC STI Treatment Guidelines 2021: neonatal conjunctivitis',
    differential: [
      { condition: 'Bacterial or viral conjunctivitis', why: 'Sticky eyes, gritty, normal vision' },
      { condition: 'Gonococcal conjunctivitis, ophthalmia neonatorum', why: 'Copious pus or a newborn' },
      { condition: 'Blocked tear duct, dacryocystitis', why: 'Infants; swelling at the inner corner' },
    ],
    workup: ['Visual acuity; swab only if severe, neonatal or recurrent'],
    immediateActions: ['Hygiene advice; topical antibiotic only if severe'],
  },
  {
    id: 'eyelid-lump',
    name: 'Eyelid lump: stye or chalazion',
    group: 'ophthalmology',
    terms: [
      'styes?',
      'sty',
      'hordeolum',
      'chalazion',
      'chalazia',
      'chalazian',
      'meibomian cyst',
      `(lump|bump|cyst|spot|pimple|boil|swelling) (on|in) ${whose}(upper |lower )?(eye ?lid|eyelid|lid|eye)`,
      '(eyelid|eye lid|lid) (lump|bump|cyst|spot|pimple)',
      // "Lump Lt upper eyelid x2d".
      '(lump|bump|cyst|spot|pimple|boil|swelling) (left |right |lt |rt |l |r )?(upper |lower )?(eye ?lid|eyelid)',
      'blepharitis',
    ],
    resources: [],
    minor: true,
    guideline: 'NICE CKS Stye; NICE CKS Blepharitis',
    differential: [
      { condition: 'Stye [hordeolum] or chalazion', why: 'Tender or painless lump at the lid margin' },
      { condition: 'Preseptal cellulitis', why: 'Spreading lid swelling and redness' },
      { condition: 'Basal cell carcinoma', why: 'A persistent ulcerated or non-healing lid lesion' },
    ],
    workup: ['Examination; check vision and eye movements'],
    immediateActions: ['Warm compresses and lid hygiene'],
  },
  {
    id: 'contact-lens-problem',
    name: 'Contact lens problem',
    group: 'ophthalmology',
    terms: [
      `contact (lens )?(stuck|lost) in ${eye}`,
      'contact lens*',
      'contacts? (stuck|lost|problem)',
      '(stuck|lost|torn|broken) contact',
      'lens (stuck|lost) in (the |my |his |her )?(left |right )?eye',
      'slept in (my |his |her )?(contacts|lenses)',
    ],
    resources: [],
    adjustments: [
      {
        // A red eye alone is a lost lens's rubbing; keratitis hurts, blurs, shies from light or discharges.
        when: anyOf(
          reducedVision,
          says(
            'pain*',
            'photophobia',
            'light sensitiv*',
            "(can't|cannot) (bear|stand) the light",
            'white spot',
            'discharge',
            'sore',
          ),
        ),
        add: [need('specialtyConsultation', 'same-day ophthalmology: contact lens keratitis')],
      },
    ],
    guideline: 'College of Optometrists Clinical Management Guidelines: microbial keratitis',
    differential: [
      { condition: 'Retained or displaced lens, overwear abrasion', why: 'Discomfort without redness' },
      {
        condition: 'Microbial [pseudomonas or acanthamoeba] keratitis',
        why: 'A red painful eye in a lens wearer',
      },
    ],
    workup: ['Evert the lids to find the lens; fluorescein', 'Ophthalmology the same day if red and painful'],
    immediateActions: ['Remove the lens; stop wearing lenses until reviewed'],
  },
];
