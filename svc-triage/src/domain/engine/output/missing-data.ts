import type { MissingDataItem } from '../engine-result';
import type { CaseFacts } from '../reading/case-facts';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';
import { abdominalPain, backPain, headache } from '../red-flags/common-phrases';
import { says } from '../red-flags/matchers';
import type { DecisionRuleResult } from '../rules/decision-rule.types';

const pregnancyRelevantSymptom = says('vaginal bleeding', 'syncope', 'dizz*');

const onsetWords = says(
  'for',
  'since',
  'ago',
  'hours?',
  'days?',
  'weeks?',
  'minutes?',
  'yesterday',
  'today',
  'this (morning|afternoon|evening)',
  'last night',
  'sudden*',
  'started',
  'began',
  'onset',
  'chronic',
  'usual',
);

/** What is missing or decisive, with stable ids so follow-up questions can be generated from them. */
export function findMissingData(
  facts: CaseFacts,
  redFlags: readonly MatchedRedFlag[],
  rules: readonly DecisionRuleResult[] = [],
): MissingDataItem[] {
  const missing: MissingDataItem[] = [];
  const add = (id: string, description: string, key: boolean) => missing.push({ id, description, key });
  const { vitals } = facts;
  const flagIds = new Set(redFlags.map((flag) => flag.definition.id));
  if (!facts.age) add('age', 'Patient age could not be read [e.g. "45", "18 months", "3 weeks"]', true);
  if (vitals.systolic === undefined) add('vitals.blood-pressure', 'Blood pressure', true);
  if (vitals.heartRate === undefined) add('vitals.heart-rate', 'Heart rate', true);
  if (vitals.respiratoryRate === undefined) add('vitals.respiratory-rate', 'Respiratory rate', true);
  if (vitals.spo2 === undefined)
    add('vitals.oxygen-saturation', 'Oxygen saturation [SpO2] and whether on room air', true);
  if (vitals.temperatureC === undefined) add('vitals.temperature', 'Temperature', true);
  if (vitals.painScore === undefined && /pain|ache|hurt/.test(facts.presenting.affirmed))
    add('vitals.pain-score', 'Pain score out of 10', false);
  if (facts.mentalStatus.altered && vitals.gcs === undefined)
    add('vitals.gcs', 'Glasgow Coma Scale score', true);
  const glucoseKnown = facts.labs.some((lab) => lab.analyte === 'glucose');
  if (
    !glucoseKnown &&
    (facts.mentalStatus.altered ||
      flagIds.has('stroke-tia') ||
      flagIds.has('seizure') ||
      flagIds.has('status-epilepticus'))
  )
    add('labs.glucose', 'Capillary glucose [altered mental status, seizure or stroke symptoms]', true);
  if (!onsetWords(facts))
    add('history.onset', 'When the symptoms started and how [sudden or gradual]', false);
  if (flagIds.has('stroke-tia')) add('history.last-known-well', 'Time the patient was last known well', true);
  const reproductiveAge =
    facts.sex === 'female' && facts.age !== null && facts.age.years >= 12 && facts.age.years < 55;
  const pregnancyKnown =
    facts.pregnancy.possiblyPregnant ||
    /pregnan|hcg|last menstrual period|period/.test(facts.presenting.normalized);
  if (reproductiveAge && !pregnancyKnown && (abdominalPain(facts) || pregnancyRelevantSymptom(facts)))
    add('history.pregnancy-status', 'Pregnancy status / last menstrual period', true);
  if (
    headache(facts) &&
    !flagIds.has('subarachnoid-hemorrhage') &&
    !/sudden|gradual|thunderclap/.test(facts.presenting.normalized)
  )
    add('screen.headache-onset', 'Headache onset: sudden and maximal within a minute [thunderclap]?', true);
  if (backPain(facts) && !/bladder|bowel|saddle|urin|numb/.test(facts.presenting.normalized))
    add(
      'screen.cauda-equina',
      'Cauda equina screen: saddle numbness, bladder or bowel change, leg weakness',
      true,
    );
  if (!facts.form.hasMedications)
    add('history.medications', 'Current medications [anticoagulants, insulin, immunosuppressants]', false);
  if (!facts.form.hasMedicalHistory) add('history.past-medical', 'Past medical history', false);
  if (facts.age && facts.age.years < 12) add('history.weight', 'Weight [for dosing]', false);
  for (const rule of rules)
    if (rule.status === 'partial' && rule.missing.length)
      add(`rule.${rule.id}`, `${rule.name}: ${rule.missing.join('; ')}`, false);
  return missing;
}
