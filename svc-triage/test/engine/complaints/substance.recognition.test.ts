import { matchComplaints } from '../../../src/domain/engine/complaints/match-complaints';
import type { CaseForm } from '../../../src/domain/engine/case-form';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';

const form = (chiefComplaint: string, extra: Partial<CaseForm> = {}): CaseForm => ({
  patientAge: '34',
  gender: 'female',
  chiefComplaint,
  symptoms: '',
  vitals: '',
  ...extra,
});
const matched = (caseForm: CaseForm) => matchComplaints(readCaseFacts(caseForm));
const primaryId = (caseForm: CaseForm) => matched(caseForm)[0]?.definition.id;
/** The primary complaint's resource types, each once, sorted. */
const resourcesOf = (caseForm: CaseForm) =>
  [...new Set((matched(caseForm)[0]?.resources ?? []).map((need) => need.resource))].sort();

const highRiskFor = (caseForm: CaseForm) => {
  const facts = readCaseFacts(caseForm);
  return (matchComplaints(facts)[0]?.definition.highRisk ?? []).some((modifier) => modifier.when(facts));
};

const recognition: Array<[string, string[], Partial<CaseForm>?]> = [
  [
    'overdose-ingestion',
    [
      'OD',
      'overdose',
      'took 20 paracetamol tablets',
      'intentional ingestion',
      'swallowed bleach',
      'poisoning',
      'lithium toxicity',
      'OD on paracetamol',
    ],
  ],
  [
    'substance-intoxication',
    [
      'ETOH intox',
      'drunk',
      'alcohol intoxication',
      'took MDMA at a festival',
      'cocaine use',
      'intoxicated, found on street',
    ],
  ],
  [
    'substance-withdrawal',
    [
      'alcohol withdrawal',
      'withdrawal',
      'opioid withdrawal',
      'wants detox',
      'the shakes, last drink 2 days ago',
      'dope sick',
    ],
  ],
];

describe('substance complaints are recognised from the chief complaint', () => {
  for (const [id, chiefComplaints, extra] of recognition) {
    it.each(chiefComplaints)(`"%s" is ${id}`, (chiefComplaint) => {
      expect(primaryId(form(chiefComplaint, extra))).toBe(id);
    });
  }

  it('food poisoning is diarrhoea, not a poisoning', () => {
    expect(primaryId(form('food poisoning'))).toBe('diarrhea');
  });

  it('a pill withdrawal bleed is not substance withdrawal', () => {
    expect(primaryId(form('withdrawal bleed'))).not.toBe('substance-withdrawal');
  });
});

describe('substance complaints: resources and risk', () => {
  it('a deliberate overdose needs levels, an ECG and a mental health assessment', () => {
    expect(resourcesOf(form('OD', { symptoms: 'took 30 tablets of sertraline' }))).toEqual([
      'ecg',
      'labs',
      'specialtyConsultation',
    ]);
  });

  it('a toddler who swallowed silica gel needs nothing', () => {
    expect(
      resourcesOf(form('ingestion', { patientAge: '2', symptoms: 'ate silica gel sachet, well' })),
    ).toEqual([]);
  });

  it('mild intoxication in an alert walking adult needs nothing', () => {
    expect(
      resourcesOf(form('drunk', { symptoms: 'mildly intoxicated, alert, walking and talking' })),
    ).toEqual([]);
  });

  it('intoxication with vomiting needs blood tests and IV fluids', () => {
    expect(resourcesOf(form('ETOH intox', { symptoms: 'vomiting, unable to stand' }))).toEqual([
      'ivFluids',
      'labs',
    ]);
  });

  it('intoxication with a head injury is high risk', () => {
    expect(highRiskFor(form('drunk', { symptoms: 'fell and hit his head' }))).toBe(true);
  });

  it('opioid withdrawal needs the addiction service only', () => {
    expect(resourcesOf(form('opioid withdrawal', { symptoms: 'yawning, aches, heroin user' }))).toEqual([
      'specialtyConsultation',
    ]);
  });

  it('alcohol withdrawal needs blood tests and IV treatment', () => {
    expect(
      resourcesOf(form('alcohol withdrawal', { symptoms: 'tremor, sweating, last drink yesterday' })),
    ).toEqual(['labs', 'parenteralMedication']);
  });
});
