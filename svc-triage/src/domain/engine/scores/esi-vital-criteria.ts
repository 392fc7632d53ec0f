import type { News2Result, QsofaResult, ShockIndexResult } from '../engine-result';
import type { CaseFacts } from '../reading/case-facts';
import { SATURATION_SAFE_ON_LOW_FLOW } from '../reading/oxygenation.reader';
import { SHOCK_SKIN } from '../red-flags/common-phrases';
import { isHypotensiveForAge } from './pediatric-vitals.score';
import { dangerZoneBandFor, ESI_DANGER_ZONE_SPO2_BELOW } from './danger-zone-vitals';
import { spo2DangerZoneBelow } from './oxygen-target';

export interface VitalScores {
  news2: News2Result | null;
  qsofa: QsofaResult | null;
  shockIndex: ShockIndexResult | null;
}

/**
 * ESI v4 decision point A: a patient who arrives intubated, ventilated, being bagged or under CPR is
 * already receiving a life-saving intervention. Past intubations ("intubated for asthma in 2015") and a
 * patient breathing on their own ("self-ventilating") are not, nor is a thing bagged ("syringe bagged and
 * sent with mum", "his clothes are bagged outside").
 */
const airwaySupportInPlace =
  /(?<!(?:previously|ever been|once|history of being|been|never|self|spontaneously) )\b(?:intubated|ventilated|on (?:a |the )?(?:ventilator|transport vent\w*|mechanical ventilation)|(?:being )?(?<!\b(?:syringes?|needles?|sharps|clothes|clothing|belongings|specimens?|samples?|tablets|pills|packets?|wrappers?|evidence|items|property|it|them|double|triple)[- ](?:(?:are|is|was|were|been|all|now) )?)bagged(?! (?:and (?:sent|tagged|labelled|labeled|brought|kept|taken|handed)|up\b|outside|for (?:police|evidence|analysis|the lab)))|bagging|bvm (?:ventilation|assisted|with)|ventilated (?:via|with|by) (?:bvm|bag)|(?:giving |given )?inflation breaths|cpr (?:in progress|ongoing|continuing)|(?:ongoing|continuous|mechanical) (?:cpr|chest compressions)|lucas)\b(?! (?:for \w+ )?(?:in (?:19|20)\d\d|\d+ (?:years?|months?) ago|(?:twice|once|x ?\d|\d+ times) (?:before|previously|in the past)))/;

/** Most cases name no airway support: a few substring checks spare them the pattern. */
const airwaySupportWords = [
  'intubat',
  'ventilat',
  'vent',
  'bag',
  'bvm',
  'inflation',
  'cpr',
  'lucas',
  'compressions',
];
const mayNameAirwaySupport = (text: string) => airwaySupportWords.some((word) => text.includes(word));

/** Blood being lost from the gut or the womb, or a haemorrhage, as a relative tells it. */
const bloodLostNow =
  /\b(?:vomit\w* (?:up )?(?:\w+ ){0,3}blood|brought up (?:\w+ ){0,5}blood|h(?:a)?ematemesis|mela?ena|black (?:tarry )?(?:stools?|poo)|rectal bleed\w*|h(?:a)?emorrhag\w*|soak\w* (?:through )?(?:\w+ ){0,2}(?:pads?|towels?|sheets?))\b/;
/** A faint or a near-faint; not the reflex to a sight ("felt faint at the sight of blood"). */
const faintNow =
  /\b(?:syncop\w*|faint\w*(?! (?:at|on) (?:the )?sight of)|passed out|pass out|collaps\w*|went down|keeled over)\b/;

/** Losing consciousness again and again, as the patient or a relative says it. */
const blackingOut =
  /\b(?:keeps?|kept) (?:black(?:ing)? out|pass(?:ing)? out|faint(?:ing)?|collaps(?:ing)?)\b|\b(?:blacking|passing) out and coming (?:round|to)\b|\brepeated (?:syncope|faints|blackouts)\b/;

/** Pauses in an infant's breathing that are still happening: "keeps pausing", "pauses up to 20 s, grunting". */
const recurringInfantApnoea =
  /\b(?:keeps?|kept|still|repeatedly) (?:pausing|stopping breathing|having (?:pauses|apno?eas))\b|\bbreathing (?:keeps|seems to|is|keeps on) (?:pausing|stop(?:ping)?)\b(?! (?:for (?:a|one) (?:second|moment) )?(?:once|earlier|yesterday|last night))|\b(?:repeated|recurrent|recurring|ongoing|frequent|further|now|still having) (?:apno?eas|apno?eic (?:episodes|spells|pauses)|pauses in (?:his |her |their )?breathing)\b|\bpauses in (?:his |her |their )?breathing (?:up to|of up to|lasting up to|every)\b/;

/** Pauses in breathing counted over a short time: "stopped breathing for 15 seconds three times". */
const pausesCounted =
  /\b(?:stop(?:ped|ping|s)? breathing|breathing pauses?|apno?eas?|apno?eic (?:episodes?|spells?))\b[^.;]{0,60}?\b(?:twice|(?:two|three|four|five|six|several|many|\d+) times)\b/;
/** Breathing that had to be started again: "needing a rub on the back to start again". */
const stimulatedToBreathe =
  /\bneed(?:ed|ing|s)? (?:a |to be )?(?:rub\w*|stimulat\w*|shak\w*|flick\w*|blow\w*)\b(?: \w+){0,4} to (?:start|breathe|get (?:\w+ )?breathing)/;

/**
 * Blue lips, tongue or face now ("his lips are blue", "her lips look a bit blue", "his lips are going
 * blue", "cyanosed"), not a colour that came and went ("went blue", "turned blue"), nor peripheral cyanosis.
 */
const centralCyanosisNow =
  /\b(?:(?<!peripheral(?:ly)? )(?:cyanosed|cyanotic|cyanosis)|(?:lips|tongue|face|mouth)(?: (?:are|is|look|looks|still|have|has))? (?:going |gone |turning |getting |looking |now )?(?:very |quite |a bit |a little |slightly )?(?:blue|dusky|purple|grey|gray)|(?:blue|dusky) (?:lips|tongue))\b/;

/**
 * Struggling for breath in words: "can't get his breath", "can hardly get her breath", "gasping",
 * "struggling to breathe". With central cyanosis it is the hypoxia an SpO2 under 90% would show.
 */
const breathlessInWords =
  /\b(?:short of breath|breathless\w*|struggling (?:to|for) (?:breathe|breath)|difficulty breathing|respiratory distress|laboured breathing|labored breathing|gasping|can(?:'?t|not) breathe|can(?:'?t|not| hardly| barely) (?:get|catch) (?:his |her |my |their )?breath)\b/;

/**
 * An airway closing (stridor, a child sitting forward drooling) or a chest working as hard as it can
 * (recession, a tracheal tug, grunting, head bobbing): with a saturation under 90% it needs the airway
 * managed now, whatever the rate. A COPD patient breathless as usual at 88% is not this.
 */
const airwayClosingOrChestLabouring =
  /\b(?:stridor|(?:drooling|dribbling)\b[^.;]{0,60}\b(?:leaning forward|sitting forward|tripod\w*|(?:sat|sitting) (?:bolt )?upright)|(?:leaning forward|sitting forward|tripod\w*|(?:sat|sitting) (?:bolt )?upright)\b[^.;]{0,60}\b(?:drooling|dribbling)|recessions?|retractions?|tracheal tug|grunting|head bobbing|see-?saw breathing)\b/;

/** ESI decision point A from the measurements: needs an immediate life-saving intervention. */
export function lifeSavingFromVitals(facts: CaseFacts, scores: VitalScores): string[] {
  const { vitals, mentalStatus } = facts;
  const ageYears = facts.age?.years ?? 30;
  const reasons: string[] = [];
  if (vitals.pulseless) reasons.push('No palpable pulse: start CPR');
  if (vitals.agonalOrApneic) reasons.push('Agonal breathing or apnea: airway and ventilation now');
  const support = mayNameAirwaySupport(facts.presenting.affirmed)
    ? airwaySupportInPlace.exec(facts.presenting.affirmed)
    : null;
  if (support) reasons.push(`Airway or breathing support already in place [${support[0]}]: resuscitation`);
  if (mentalStatus.avpu === 'U' || (vitals.gcs !== undefined && vitals.gcs <= 8))
    reasons.push(`Unresponsive${vitals.gcs !== undefined ? ` [GCS ${vitals.gcs}]` : ''}: airway protection`);
  // ESI v4: "unresponsive" includes a patient who needs a noxious stimulus to respond (P on AVPU).
  else if (mentalStatus.avpu === 'P')
    reasons.push(
      `Responds only to pain${vitals.gcs !== undefined ? ` [GCS ${vitals.gcs}]` : ''}: protect the airway`,
    );
  const respiratoryDistress = (vitals.respiratoryRate ?? 0) >= 30 || (vitals.respiratoryRate ?? 99) <= 8;
  // Under 90% with an airway closing or a chest working hard, the rate need not be written.
  const obstructedOrLabouring =
    vitals.spo2 !== undefined &&
    vitals.spo2 < 90 &&
    airwayClosingOrChestLabouring.test(facts.presenting.affirmed);
  // The saturation first measured, unless a later one came up to a safe level on a few litres of oxygen.
  const hypoxicNow =
    vitals.spo2 !== undefined &&
    (vitals.spo2 < 85 || (vitals.spo2 < 90 && (respiratoryDistress || obstructedOrLabouring))) &&
    !SATURATION_SAFE_ON_LOW_FLOW.test(facts.presenting.affirmed);
  if (hypoxicNow)
    // The reason says what was read: a saturation under 85% is acted on with or without a fast rate.
    reasons.push(
      `SpO2 ${vitals.spo2}% ${respiratoryDistress ? 'with respiratory distress' : obstructedOrLabouring ? 'with stridor or laboured breathing' : '(severe hypoxia)'}: immediate oxygenation/ventilation`,
    );
  // Central cyanosis is the saturation unmeasured: with a clouded mind, a fast or slow breathing rate or
  // breathlessness in words, it is the hypoxia the SpO2 rule above acts on (oxygen and airway now).
  else if (
    centralCyanosisNow.test(facts.presenting.affirmed) &&
    (mentalStatus.altered || respiratoryDistress || breathlessInWords.test(facts.presenting.affirmed))
  )
    reasons.push('Central cyanosis with reduced responsiveness or laboured breathing: oxygen and airway now');
  if (vitals.respiratoryRate !== undefined && vitals.respiratoryRate <= 8 && ageYears >= 1)
    reasons.push(`RR ${vitals.respiratoryRate}: inadequate ventilation`);
  // Shock told, not measured: the skin of shock with a mind that is drifting or not making sense is
  // hypoperfusion of the brain (ESI v4: signs of hypoperfusion need immediate resuscitation).
  if (vitals.systolic === undefined && mentalStatus.altered && SHOCK_SKIN.test(facts.presenting.affirmed))
    reasons.push('Pale, cold and clammy with a clouded mind: shock, resuscitate now');
  // Blood lost from the gut or the womb, with the skin of shock and a faint, is haemorrhagic shock before a
  // cuff is on, clear mind or not (ESI v4 decision point A; NICE CG141: resuscitate, then endoscopy).
  else if (
    vitals.systolic === undefined &&
    SHOCK_SKIN.test(facts.presenting.affirmed) &&
    bloodLostNow.test(facts.presenting.affirmed) &&
    faintNow.test(facts.presenting.affirmed)
  )
    reasons.push('Blood lost with the skin of shock and a faint: haemorrhagic shock, resuscitate now');
  if (vitals.systolic !== undefined) {
    const hypotensive = ageYears < 16 ? isHypotensiveForAge(ageYears, vitals.systolic) : vitals.systolic < 90;
    const hypoperfused =
      vitals.systolic < 80 ||
      (scores.shockIndex?.band === 'severe' && ageYears >= 16) ||
      mentalStatus.altered ||
      (vitals.heartRate ?? 0) > 120 ||
      (ageYears < 16 && hypotensive);
    if (hypotensive && hypoperfused)
      reasons.push(`SBP ${vitals.systolic} with signs of hypoperfusion: shock`);
  }
  // An adult pulse under 40 with a clouded mind, blackouts or a low pressure is bradycardia that is not
  // perfusing the brain: atropine and pacing now (AHA 2020 ACLS bradycardia algorithm).
  const heartRate = vitals.heartRate;
  if (
    ageYears >= 16 &&
    heartRate !== undefined &&
    heartRate < 40 &&
    (mentalStatus.altered ||
      (vitals.systolic !== undefined && vitals.systolic < 90) ||
      blackingOut.test(facts.presenting.affirmed))
  )
    reasons.push(`HR ${heartRate} with poor perfusion: unstable bradycardia, atropine and pacing now`);
  // An infant whose breathing keeps stopping is apnoeic now, between the pauses: stimulation, airway and
  // breathing support (NICE NG9 bronchiolitis: apnoea; ESI v4: apnoea is decision point A). A pause that is
  // over and a baby well since is a brief resolved event instead (decision point B).
  // Pauses counted within hours are recurring too when a pause had to be stimulated to end, or the baby is
  // floppy or not waking between them (an infant well and pink between coughing pauses is decision point B).
  const text = facts.presenting.affirmed;
  if (
    ageYears < 1 &&
    (recurringInfantApnoea.test(text) ||
      (pausesCounted.test(text) &&
        (stimulatedToBreathe.test(text) || /\bfloppy\b/.test(text) || mentalStatus.altered)))
  )
    reasons.push('Breathing that keeps stopping in an infant: airway and breathing support now');
  // Children keep their blood pressure until late: mottled, cold or grey skin with a lowered
  // consciousness, or a slow refill with a heart rate over the band and either, is shock already. A refill
  // of 3 s is NICE NG143's amber sign, not its red: with a fast heart and a drowsy child it is dehydration
  // to treat urgently (decision point B or D), not decompensated shock; beyond 3 s it is.
  if (ageYears < 16) {
    const poorPerfusion =
      /\b(?:mottl\w*|cold (?:hands|feet|peripheries|extremities)|(?:peripheries|extremities) (?:are |feel |felt )?cold|grey|gray|ashen)\b/.test(
        facts.presenting.affirmed,
      );
    const refill = vitals.capillaryRefillSeconds;
    const tachycardic = (vitals.heartRate ?? 0) > dangerZoneBandFor(ageYears).heartRateAbove;
    if (poorPerfusion && mentalStatus.altered && (refill === undefined || refill >= 3))
      reasons.push('Mottled, cold or grey and not responding normally: shock in a child, fluids now');
    else if ((refill ?? 0) > 3 && tachycardic && (poorPerfusion || mentalStatus.altered))
      reasons.push(
        `Capillary refill ${vitals.capillaryRefillSeconds} s with tachycardia and poor perfusion: shock in a child`,
      );
  }
  return reasons;
}

/**
 * Drunk, answering, with no head injury and a GCS of 13 or more: the lowered consciousness is the
 * alcohol's, not a new confusion; re-triaged if it does not clear.
 */
const intoxicated = /\b(?:intoxicat\w*|drunk|alcohol|etoh|shots|pints|beers|units of alcohol)\b/;
const headInjuryWords =
  /\b(?:head injury|hit (?:his|her|their) head|head strike|fell|fall|struck|assault\w*|punched|injur\w*|found (?:on|in|lying))\b/;

function drunkButProtectingAirway(facts: CaseFacts): boolean {
  const text = facts.presenting.affirmed;
  const gcs = facts.vitals.gcs;
  const lightlyAltered = (gcs === undefined || gcs >= 13) && facts.mentalStatus.avpu === 'C';
  return intoxicated.test(text) && !headInjuryWords.test(text) && lightlyAltered;
}

/** ESI decision point B from the measurements: new confusion or lethargy, worrying scores. */
/** Severe pain is a high-risk situation of its own (high-risk/severe-pain.situation.ts). */
export function highRiskFromVitals(facts: CaseFacts, scores: VitalScores): string[] {
  const { vitals, mentalStatus } = facts;
  const reasons: string[] = [];
  if (mentalStatus.altered && !drunkButProtectingAirway(facts))
    reasons.push(
      `New confusion, lethargy or disorientation [${mentalStatus.evidence ?? 'altered mental status'}]`,
    );
  if (scores.news2 && scores.news2.total >= 5 && !drunkButProtectingAirway(facts))
    reasons.push(`NEWS2 ${scores.news2.total}: urgent response threshold`);
  if (scores.qsofa?.positive)
    reasons.push(`qSOFA ${scores.qsofa.total}: high risk of poor outcome if infection`);
  // A child's heart rate is faster and its blood pressure lower: the shock index is an adult measure.
  if (scores.shockIndex && scores.shockIndex.band !== 'normal' && (facts.age?.years ?? 30) >= 16)
    reasons.push(`Shock index ${scores.shockIndex.value} [≥ 1.0]`);
  const spo2Below = spo2DangerZoneBelow(facts);
  if (vitals.spo2 !== undefined && vitals.spo2 < spo2Below)
    reasons.push(`SpO2 ${vitals.spo2}% < ${spo2Below}%`);
  if (vitals.systolic !== undefined && vitals.systolic < 90 && (facts.age?.years ?? 30) >= 16)
    reasons.push(`Hypotension, SBP ${vitals.systolic}`);
  return reasons;
}

/** Beats and breaths a minute over the top of a child's danger-zone band that count on their own. */
const CHILD_HEART_RATE_MARGIN = 10;
const CHILD_RESPIRATORY_RATE_MARGIN = 4;

/** Decision point D: danger-zone vital signs strong enough to move ESI 3 to ESI 2. */
export function strongDangerZone(facts: CaseFacts, dangerZone: string[]): string[] {
  if (!dangerZone.length) return [];
  const ageYears = facts.age?.years ?? 30;
  const { heartRate = 0, respiratoryRate = 0, spo2 } = facts.vitals;
  if (ageYears < 16) {
    // ESI says "consider": a child a beat or a breath over the band with nothing else is what fever,
    // crying and a cold do. Two findings, low oxygen, or a clear margin over the band decide.
    const band = dangerZoneBandFor(ageYears);
    const clearlyOver =
      dangerZone.length >= 2 ||
      (spo2 !== undefined && spo2 < ESI_DANGER_ZONE_SPO2_BELOW) ||
      heartRate >= band.heartRateAbove + CHILD_HEART_RATE_MARGIN ||
      respiratoryRate >= band.respiratoryRateAbove + CHILD_RESPIRATORY_RATE_MARGIN;
    return clearlyOver ? dangerZone : [];
  }
  // Two findings decide when one of them is clearly abnormal; a single one needs a wide margin.
  const clearlyAbnormal =
    heartRate >= 120 || respiratoryRate >= 24 || (spo2 !== undefined && spo2 < spo2DangerZoneBelow(facts));
  return (dangerZone.length >= 2 && clearlyAbnormal) || heartRate >= 130 || respiratoryRate >= 30
    ? dangerZone
    : [];
}
