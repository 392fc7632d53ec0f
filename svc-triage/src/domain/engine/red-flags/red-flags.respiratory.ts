import {
  batteryAccountedFor,
  chokingRelieved,
  globusFeeling,
  severalMagnets,
  shortnessOfBreath,
  smokeAirwayClosing,
  smokeAirwayInjury,
  stridorAtRest,
  throatClosing,
  TRIPOD_POSTURE,
} from './common-phrases';
import {
  allOf,
  alteredMentalStatus,
  anyOf,
  historyOf,
  hypotension,
  hypoxia,
  none,
  says,
  saysBeforeNegation,
  vital,
  type Matcher,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';
import type { CaseFacts } from '../reading/case-facts';

const severeHypoxia = vital(
  (v) => `SpO2 ${v.spo2}%`,
  (v) => v.spo2 !== undefined && v.spo2 < 90,
);

/** Unable to speak for want of breath or airway; "cannot speak" alone may be a stroke's aphasia. */
const cannotSpeakForBreath = allOf(
  says('unable to speak'),
  says(
    'breath*',
    'short of breath',
    'wheez*',
    'chok*',
    'swell*',
    'swollen',
    'drool*',
    'gasp*',
    'throat',
    'airway',
  ),
);

/**
 * Oxygen below the patient's target: under 92%, or under 88% in COPD without asthma, whose target is
 * 88-92% (BTS 2017 oxygen guideline): "his oxygen thing says 91, his normal is 90 to 92" is his usual.
 */
/** COPD without asthma, whose saturation target is 88–92% (BTS 2017 oxygen guideline, GOLD 2024). */
function copdTargetApplies(facts: CaseFacts): boolean {
  const told = `${facts.history.affirmed} ${facts.presenting.affirmed}`;
  return /\bchronic obstructive pulmonary disease\b/.test(told) && !/\basthma/.test(told);
}

const hypoxiaBelowTarget: Matcher = (facts) => {
  const spo2 = facts.vitals.spo2;
  if (spo2 === undefined) return null;
  return spo2 < (copdTargetApplies(facts) ? 88 : 92) ? [`SpO2 ${spo2}%`] : null;
};

/**
 * Hypoxia that makes an exacerbation life-threatening: under 90%, or in COPD under 85%, as far below its
 * 88–92% target as 90% is below the usual 94–98%. An alert COPD patient at 88% is at the edge of target.
 */
const COPD_LIFE_THREATENING_SPO2 = 85;
const lifeThreateningHypoxia: Matcher = (facts) => {
  const spo2 = facts.vitals.spo2;
  if (spo2 === undefined) return null;
  return spo2 < (copdTargetApplies(facts) ? COPD_LIFE_THREATENING_SPO2 : 90) ? [`SpO2 ${spo2}%`] : null;
};

/** "Used my blue inhaler about 10 times in the last hour", "had 12 puffs of ventolin". */
const relieverOverused = says(
  /(?:used|taken|took|had|done|using|needed) (?:my |his |her |their |the )?(?:blue |reliever |ventolin |salbutamol |albuterol )?(?:inhaler|pump|puffer|salbutamol|ventolin|albuterol)? ?(?:about |around |over |like |at least )?(?:[6-9]|[1-9]\d|six|eight|ten|twelve|fifteen|twenty|loads of|lots of) (?:times|puffs)/,
  /(?:[6-9]|[1-9]\d|ten|twelve|twenty) puffs (?:of )?(?:my |his |her |the )?(?:blue |reliever )?(?:inhaler|pump|puffer|salbutamol|ventolin|albuterol)/,
);

/** A pneumothorax dated in the past ("2 weeks ago", "last month") or brought for its follow-up film. */
const pneumothoraxInThePast = says(
  /\b(?:pneumothorax|collapsed lung)\b[^.;]{0,40}?\b(?:\d+|one|two|three|four|five|six|a few|several) (?:days?|wks?|weeks?|months?|years?) ago\b/,
  /\b(?:pneumothorax|collapsed lung) (?:last|in) (?:week|month|year|january|february|march|april|may|june|july|august|september|october|november|december)\b/,
  /\b(?:repeat|follow[- ]?up|check) (?:chest )?(?:x-?ray|film|cxr)\b/,
);

/**
 * A tracheostomy or laryngectomy stoma blocked or out: the only airway the patient has, cleared or
 * replaced now (NTSP 2012 emergency tracheostomy and laryngectomy algorithms). "He breathes through a
 * hole in his neck, it's blocked", "trach tube came out", "blocked stoma".
 */
const blockedNeckAirway = anyOf(
  says(
    /\b(?:trach(?:e|y|eostomy)?(?: tube)?|(?:neck|laryngectomy|tracheal|breathing) stoma|hole in (?:his|her|my|their|the) (?:neck|throat))\b[^.;]{0,40}?\b(?:blocked|blocking|obstructed|occluded|plugged|displaced|dislodged|fell out|fallen out|came out|come out|pulled out)\b/,
    /\b(?:blocked|obstructed|occluded|plugged|displaced|dislodged) (?:trach(?:e|y|eostomy)?(?: tube)?|(?:neck|laryngectomy|tracheal) stoma)\b/,
  ),
  // A bare "stoma" is a neck's only where the neck is said to have one (not a bowel's ileostomy).
  allOf(
    says(
      'laryngectom*',
      'tracheostom*',
      'neck breather',
      'breathes? through (a |the |his |her )?(stoma|hole|tube)',
    ),
    says(
      /\bstoma\b[^.;]{0,40}?\b(?:blocked|blocking|obstructed|occluded|plugged)\b/,
      /\b(?:blocked|obstructed|occluded|plugged) stoma\b/,
    ),
  ),
);

/** Choked on a small thing and coughing or wheezing since: inhaled until a bronchoscopy says not. */
const inhaledForeignBodyStory = allOf(
  says(
    /\bchok(?:ed|ing) on (?:a |an |some |the |his |her )?(?:peanuts?|nuts?|popcorn|grapes?|seeds?|sweets?|candy|lego|coins?|toys?|beads?|carrot|apple|pen lids?|food)\b/,
    // "A coughing and choking fit while eating salted peanuts", "coughing fit eating nuts".
    /\b(?:choking|coughing)(?: and (?:choking|coughing|gagging))? fit (?:while |when )?(?:eating|on) (?:[\w']+ ){0,2}(?:peanuts?|nuts?|popcorn|grapes?|seeds?|sweets?|carrots?)\b/,
  ),
  says(
    'wheez*',
    'persistent cough*',
    'coughing since',
    'cough since',
    '(on-off|on and off|intermittent) (dry )?cough',
    'reduced air entry',
    'decreased (air entry|breath sounds)',
    'monophonic',
    'whistl*',
  ),
);

/** A child playing or talking with a good saturation, no stridor, recession or distress. */
const settledAndWell = allOf(
  says('playing', 'talking', 'eating (and drinking )?normally', 'good colou?r', 'smiling', 'running around'),
  none(
    says(
      stridorAtRest,
      '(subcostal |intercostal )?recession',
      'sucking in',
      'drool*',
      'distress*',
      'struggl*',
      'blue',
      'cyanos*',
    ),
  ),
  none(hypoxia),
);

export const respiratoryRedFlags: RedFlagDefinition[] = [
  {
    id: 'airway-compromise',
    name: 'Airway compromise',
    system: 'respiratory',
    esiFloor: 2,
    guideline: 'ESI v4 Implementation Handbook; Difficult Airway Society 2015 Guidelines',
    matches: anyOf(
      says(stridorAtRest, 'airway (obstruction|compromise)'),
      allOf(
        // "He sounded like he was choking" is how a croupy cough sounds to a parent, not choking.
        says(
          /(?<!\b(?:sounded|sounds|sounding|looked|looks|seemed|seems) (?:like|as if|as though) (?:he|she|they|it|the baby|the child) (?:was|were|is|are) )\bchoking\b/,
        ),
        none(chokingRelieved),
      ),
      says(
        'throat (is )?(closing|swelling|swollen|tight*)',
        '(tongue|lip and tongue|lips and tongue) swelling',
        'swollen tongue',
        // "His tongue has got huge", "her tongue is massive".
        'tongue (has |is |was )?(got|gone|getting|become|now )?(huge|massive|enormous|so big|really big|swollen)',
        'unable to swallow (saliva|secretions|own saliva)',
        'gurgling',
        'snoring (respirations|breathing)',
        'inhalation injury',
      ),
      throatClosing,
      smokeAirwayInjury,
      // Noisy breathing, said either way round ("his breathing is noisy like snoring"), unless it is heard
      // only when the child cries and the breathing is quiet at rest, as with stridor (mild croup).
      allOf(
        says(
          'noisy breathing',
          '(breathing|breaths|respirations) (is |are |was |were |sounds? |sounding )?(noisy|noisily|gurgl*|snor*|rattl*)',
        ),
        none(
          anyOf(
            says(
              '(noise|noisy breathing|it) (is )?only (there |heard |present )?(when|with|while|on) (he |she |they )?(cries|crying|is crying|upset|agitated|exertion)',
              'at rest (he |she |they )?(breathes|is breathing|breathing is) quiet*',
              'quiet (breathing )?at rest',
              // Heard "when she cried" at home and settled since: the examiner's "no stridor at rest" decides.
              /\bnoisy breathing'? (?:when|while) (?:he |she |they )?(?:cried|was crying|were crying|cries|screamed)\b/,
            ),
            saysBeforeNegation(/\bno (?:stridor|noisy breathing)(?: (?:at rest|now|on examination))?\b/),
            // The rattle and snuffle of a cold in the nose and upper airway, with no sign of work of breathing.
            allOf(
              says('runny nose', 'snuffl*', 'blocked nose', 'congest*', 'a cold', 'rattl*', 'transmitted'),
              none(
                says(
                  stridorAtRest,
                  'recession',
                  'sucking in',
                  'grunt*',
                  'drool*',
                  'struggl*',
                  'nasal flaring',
                  'head bobbing',
                ),
              ),
              none(hypoxia),
            ),
          ),
        ),
      ),
      cannotSpeakForBreath,
      blockedNeckAirway,
    ),
    escalations: [
      {
        when: anyOf(
          cannotSpeakForBreath,
          blockedNeckAirway,
          says('choking', 'throat (is )?closing', 'gurgling'),
          // Stridor at rest threatens the airway now, except in croup (a barking cough), where it is moderate
          // croup treated with steroid and nebulised adrenaline (ESI 2) unless a sign above says otherwise.
          allOf(says(stridorAtRest), none(says('bark*', 'croup*', 'like a seal', 'seal[- ]like'))),
          throatClosing,
          smokeAirwayClosing,
          severeHypoxia,
          allOf(alteredMentalStatus, says('noisy breathing', 'snoring', 'gurgling', 'obstructed')),
        ),
        esiFloor: 1,
        reason: 'threatened airway needs immediate intervention',
      },
    ],
    immediateActions: [
      'Senior airway clinician to the bedside now; prepare for a difficult airway',
      'Keep the patient in the position of comfort; high-flow oxygen',
      'Do not examine the throat with instruments if epiglottitis is possible',
    ],
    workup: ['Continuous SpO2 and capnography', 'Nasendoscopy by ENT/anesthesia when safe'],
    differential: [
      {
        condition: 'Upper airway obstruction [anaphylaxis, angioedema, epiglottitis, foreign body, burns]',
        why: 'Stridor, drooling or oropharyngeal swelling',
      },
    ],
    disposition: 'Resuscitation bay with airway equipment',
  },
  {
    id: 'severe-asthma-copd',
    name: 'Severe or life-threatening asthma / COPD exacerbation',
    system: 'respiratory',
    esiFloor: 2,
    guideline: 'BTS/SIGN 2019 British Guideline on Asthma; GINA 2024; GOLD 2024',
    matches: allOf(
      anyOf(
        says('asthma*', 'wheez*', 'chronic obstructive pulmonary disease', 'bronchospasm'),
        historyOf('asthma', 'chronic obstructive pulmonary disease'),
      ),
      anyOf(
        says(
          'unable to (complete|finish|speak in full) sentences',
          'speaking in (single )?words',
          'single words',
          'accessory muscle*',
          ...TRIPOD_POSTURE,
          'silent chest',
          'exhaust*',
          'cyanos*',
          'blue lips',
          'severe shortness of breath',
          'not responding to (inhaler|salbutamol|albuterol|nebulizer)',
          '(only|just) (in |talk in |speak in |manage )?short (sentences|phrases)',
        ),
        // The reliever taken again and again and still tight: BTS/SIGN says seek help now.
        allOf(
          relieverOverused,
          says('still (wheez*|tight|breathless|short of breath|struggling|not better|no better)'),
        ),
        hypoxiaBelowTarget,
        (facts) => {
          const rate = facts.vitals.respiratoryRate;
          const ageYears = facts.age?.years ?? 30;
          // BTS/SIGN severe asthma: RR over 25 from 12 years, over 30 at 5-12, over 40 at 2-5; below 2, over 50.
          const fastFor = ageYears >= 12 ? 25 : ageYears >= 5 ? 30 : ageYears >= 2 ? 40 : 50;
          return rate !== undefined && rate > fastFor ? [`RR ${rate}`] : null;
        },
      ),
    ),
    escalations: [
      {
        when: anyOf(
          says('silent chest', 'cyanos*', 'blue lips', 'exhaust*', 'confus*', 'drowsy'),
          lifeThreateningHypoxia,
          hypotension,
        ),
        esiFloor: 1,
        reason: 'life-threatening features',
      },
    ],
    immediateActions: [
      'Oxygen to SpO2 94–98% [88–92% in COPD with CO2 retention]',
      'Back-to-back nebulized salbutamol/albuterol with ipratropium',
      'Oral prednisolone or IV hydrocortisone; IV magnesium if life-threatening',
      'Peak flow if able',
    ],
    workup: [
      'Blood gas if SpO2 < 92% or life-threatening features',
      'Chest X-ray to exclude pneumothorax or pneumonia',
    ],
    differential: [
      {
        condition: 'Acute severe asthma or COPD exacerbation',
        why: 'Wheeze or known airways disease with severity features',
      },
      { condition: 'Pneumothorax, pneumonia, anaphylaxis', why: 'Triggers and mimics' },
    ],
  },
  {
    id: 'tension-pneumothorax',
    name: 'Tension pneumothorax',
    system: 'respiratory',
    esiFloor: 1,
    guideline: 'ATLS 10th ed; BTS 2023 Pleural Disease Guideline',
    matches: allOf(
      anyOf(
        says(
          'pneumothorax',
          'chest (trauma|injury|wound)',
          'stab wound (to|in) (the )?chest',
          'on (the )?ventilator',
          'sudden (onset )?(shortness of breath|chest pain)',
        ),
        shortnessOfBreath,
      ),
      anyOf(
        says(
          'tracheal deviation',
          'trachea deviated',
          'absent breath sounds',
          'distended neck veins',
          'raised jvp',
        ),
        allOf(says('pneumothorax'), hypotension),
      ),
    ),
    immediateActions: [
      'Needle or finger thoracostomy now [4th/5th intercostal space, mid-axillary line]',
      'High-flow oxygen; chest drain after decompression',
    ],
    workup: ['Do not wait for a chest X-ray to decompress', 'Bedside ultrasound if immediately available'],
    differential: [
      {
        condition: 'Tension pneumothorax',
        why: 'Absent breath sounds, tracheal deviation or shock with chest trauma',
      },
    ],
  },
  {
    id: 'pneumothorax',
    name: 'Pneumothorax',
    system: 'respiratory',
    esiFloor: 2,
    guideline: 'BTS 2023 Pleural Disease Guideline',
    // Not a pneumothorax weeks ago come back for its check X-ray with no breathlessness or pain now.
    matches: allOf(
      says('pneumothorax', 'collapsed lung', 'absent breath sounds'),
      none(
        allOf(
          pneumothoraxInThePast,
          none(shortnessOfBreath),
          none(says('chest pain', 'pleuritic', 'pain (in|on) breathing')),
        ),
      ),
    ),
    immediateActions: [
      'Oxygen, monitoring',
      'Senior review for aspiration or drain according to symptoms and size',
    ],
    workup: ['Chest X-ray or lung ultrasound'],
    differential: [
      { condition: 'Spontaneous or traumatic pneumothorax', why: 'Described or suspected pneumothorax' },
    ],
  },
  {
    id: 'foreign-body-or-battery',
    name: 'Inhaled or swallowed foreign body, button battery or magnets',
    system: 'respiratory',
    esiFloor: 2,
    guideline: 'NICE CKS Foreign body; NPIS/AAP button battery guidance',
    matches: anyOf(
      // Choked on a small thing and coughing or wheezing since, in a child who is struggling: high risk.
      allOf(inhaledForeignBodyStory, none(settledAndWell)),
      allOf(
        says(
          'inhaled (a )?(foreign body|peanut|nut|coin|toy|object|bead)',
          'aspirat* (a )?(foreign body|object|coin|peanut)',
          'food (bolus )?(stuck|impaction)',
          'something stuck in (my |his |her )?throat',
        ),
        none(globusFeeling),
      ),
      allOf(says('swallow*', 'ingest*', 'ate', 'eaten'), severalMagnets),
      // A battery, unless the one feared is found where it belongs: "both batteries still in the remote".
      allOf(
        says(
          'button (battery|batteries|cell)',
          // A button battery as a parent describes it: in the nose or ear it burns through tissue in hours too.
          'watch batter(y|ies)',
          /\b(?:(?:little|small|tiny) )?(?:(?:round|flat|coin|disc|silver),? (?:and )?)+(?:shaped )?batter(?:y|ies)\b/,
          'coin (cell|battery|batteries)',
          'lithium (coin|cell)',
          'swallowed (a )?(battery|batteries)',
        ),
        none(batteryAccountedFor),
      ),
    ),
    immediateActions: [
      'Keep nil by mouth; assess airway and breathing',
      'Button battery in the esophagus is an emergency: remove within 2 hours; give honey if under 12 h since ingestion and no contraindication [age over 1 year]',
    ],
    workup: ['Chest and neck X-ray [AP and lateral]', 'ENT or endoscopy referral'],
    differential: [
      { condition: 'Airway or esophageal foreign body', why: 'Reported inhalation or ingestion' },
    ],
  },
  {
    id: 'inhaled-foreign-body-settled',
    name: 'Possible inhaled foreign body in a settled child',
    system: 'respiratory',
    esiFloor: 3,
    guideline: 'NICE CKS Foreign body; BTS Paediatric bronchoscopy',
    // The same story in a child who is playing, with a good saturation and no stridor or recession: an
    // X-ray and the specialist who decides on a bronchoscopy, without the threat to the airway now.
    resources: [
      { resource: 'xray', why: 'chest X-ray, inspiratory and expiratory' },
      { resource: 'specialtyConsultation', why: 'ENT or paediatric surgery for a bronchoscopy' },
    ],
    matches: allOf(inhaledForeignBodyStory, settledAndWell),
    immediateActions: ['Keep the child calm and upright; nil by mouth until the specialist has decided'],
    workup: [
      'Chest X-ray [inspiratory and expiratory]',
      'Bronchoscopy if the history or the film suggests it',
    ],
    differential: [
      {
        condition: 'Inhaled foreign body',
        why: 'A choking episode on a small food or object, then a cough or wheeze',
      },
      { condition: 'Viral wheeze or asthma', why: 'A wheeze on both sides without a choking story' },
    ],
  },
  {
    id: 'massive-hemoptysis',
    name: 'Massive hemoptysis',
    system: 'respiratory',
    esiFloor: 2,
    guideline: 'BTS 2023 Guidance; ESI v4 Implementation Handbook',
    matches: says(
      '(massive|large|frank) hemoptysis',
      'coughing up (a lot of|lots of|large amounts of|cups of|a cup of) blood',
      'coughing up (fresh )?blood clots',
    ),
    immediateActions: ['Lie on the bleeding side; airway suction; IV access and cross-match'],
    workup: ['Chest X-ray, CT angiography', 'Full blood count, coagulation'],
    differential: [
      { condition: 'Bronchiectasis, tumor, TB, PE with infarction', why: 'Large-volume hemoptysis' },
    ],
  },
];
