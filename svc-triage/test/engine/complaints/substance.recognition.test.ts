import type { CaseForm } from '../../../src/domain/engine/case-form';
import { caseForm, isHighRisk, primaryComplaintId, primaryResources } from './support/complaint-recognition';

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
      expect(primaryComplaintId(caseForm(chiefComplaint, extra))).toBe(id);
    });
  }

  it('food poisoning is diarrhoea, not a poisoning', () => {
    expect(primaryComplaintId(caseForm('food poisoning'))).toBe('diarrhea');
  });

  it('a pill withdrawal bleed is not substance withdrawal', () => {
    expect(primaryComplaintId(caseForm('withdrawal bleed'))).not.toBe('substance-withdrawal');
  });
});

describe('substance complaints: resources and risk', () => {
  it('a deliberate overdose needs levels, an ECG and a mental health assessment', () => {
    expect(primaryResources(caseForm('OD', { symptoms: 'took 30 tablets of sertraline' }))).toEqual([
      'ecg',
      'labs',
      'specialtyConsultation',
    ]);
  });

  it('a toddler who swallowed silica gel needs nothing', () => {
    expect(
      primaryResources(caseForm('ingestion', { patientAge: '2', symptoms: 'ate silica gel sachet, well' })),
    ).toEqual([]);
  });

  it('mild intoxication in an alert walking adult needs nothing', () => {
    expect(
      primaryResources(caseForm('drunk', { symptoms: 'mildly intoxicated, alert, walking and talking' })),
    ).toEqual([]);
  });

  it('intoxication with vomiting needs blood tests and IV fluids', () => {
    expect(primaryResources(caseForm('ETOH intox', { symptoms: 'vomiting, unable to stand' }))).toEqual([
      'ivFluids',
      'labs',
    ]);
  });

  it('intoxication with a head injury is high risk', () => {
    expect(isHighRisk(caseForm('drunk', { symptoms: 'fell and hit his head' }))).toBe(true);
  });

  it('opioid withdrawal needs the addiction service only', () => {
    expect(
      primaryResources(caseForm('opioid withdrawal', { symptoms: 'yawning, aches, heroin user' })),
    ).toEqual(['specialtyConsultation']);
  });

  it('alcohol withdrawal needs blood tests and IV treatment', () => {
    expect(
      primaryResources(
        caseForm('alcohol withdrawal', { symptoms: 'tremor, sweating, last drink yesterday' }),
      ),
    ).toEqual(['labs', 'parenteralMedication']);
  });
});
