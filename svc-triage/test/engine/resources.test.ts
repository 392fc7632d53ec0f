import { analyzeCase, type CaseForm } from '../../src/domain/engine';
import { matchComplaints } from '../../src/domain/engine/complaints/match-complaints';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { matchRedFlags } from '../../src/domain/engine/red-flags/match-red-flags';
import {
  predictResources,
  type ResourcePrediction,
} from '../../src/domain/engine/resources/predict-resources';
import { applyDecisionRules } from '../../src/domain/engine/rules/decision-rules';
import type { EsiResource } from '../../src/domain/engine/scores/esi-resources';

const NORMAL_VITALS = 'HR 80 BP 125/80 RR 14 SpO2 99% T 36.8';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'male',
  chiefComplaint: '',
  symptoms: '',
  vitals: NORMAL_VITALS,
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

/** Decision point C as analyzeCase runs it, from the same readers. */
function predict(fields: Partial<CaseForm>): ResourcePrediction {
  const facts = readCaseFacts(caseForm(fields));
  return predictResources({
    facts,
    complaints: matchComplaints(facts),
    redFlags: matchRedFlags(facts),
    rules: applyDecisionRules(facts),
  });
}

const resourcesOf = (prediction: ResourcePrediction) => prediction.needs.map((need) => need.resource);
/** Every reason given for a resource, one per entry. */
const reasonsFor = (prediction: ResourcePrediction, resource: EsiResource) =>
  prediction.needs.find((need) => need.resource === resource)?.why.split('; ') ?? [];
const allReasons = (prediction: ResourcePrediction) =>
  prediction.needs.flatMap((need) => need.why.split('; '));

describe('resources of the same type are merged, every reason kept', () => {
  it.each<[string, Partial<CaseForm>, EsiResource, string[]]>([
    [
      'abdominal pain with a floor-3 appendicitis flag: labs',
      { chiefComplaint: 'abdominal pain', symptoms: 'RLQ pain, vomiting' },
      'labs',
      [
        'blood count, lipase, liver and renal function, urinalysis [abdominal pain]',
        'blood tests for appendicitis',
      ],
    ],
    [
      'abdominal pain with a floor-3 appendicitis flag: imaging',
      { chiefComplaint: 'abdominal pain', symptoms: 'RLQ pain, vomiting' },
      'advancedImaging',
      ['ultrasound or CT, chosen by the site of the pain [abdominal pain]', 'imaging for appendicitis'],
    ],
    [
      'abdominal pain in shock: complaint, flag and vital sign',
      {
        chiefComplaint: 'abdominal pain',
        symptoms: 'RLQ pain, vomiting',
        vitals: 'HR 80 BP 85/50 RR 14 SpO2 99%',
      },
      'labs',
      [
        'blood count, lipase, liver and renal function, urinalysis [abdominal pain]',
        'blood tests for appendicitis',
        'blood tests for SBP 85',
      ],
    ],
    [
      'a urinary infection, flank pain and pyelonephritis',
      {
        chiefComplaint: 'burning when peeing',
        symptoms: 'flank pain and fever 38.6, rigors',
        vitals: 'HR 96 BP 125/80 RR 16 SpO2 98% T 38.6',
        patientAge: '30',
        gender: 'female',
      },
      'parenteralMedication',
      [
        'IV antibiotics if vomiting or unwell [urinary tract infection complaints]',
        'IV or IM NSAID or opioid [flank pain / renal colic]',
        'IV antibiotics [pyelonephritis]',
      ],
    ],
    [
      'a vomiting child who is hypotensive',
      { chiefComplaint: 'vomiting', vitals: 'HR 120 BP 75/40 RR 24 SpO2 99%', patientAge: '5' },
      'ivFluids',
      ['IV fluids for dehydration [nausea and/or vomiting]', 'IV fluids for SBP 75'],
    ],
    [
      'a headache at 7/10',
      { chiefComplaint: 'headache', symptoms: 'pain 7/10' },
      'parenteralMedication',
      ['IV or IM analgesia and antiemetic [headache]', 'IV or IM analgesia for pain 7/10'],
    ],
  ])('%s', (_description, fields, resource, reasons) => {
    const prediction = predict(fields);
    expect(resourcesOf(prediction).filter((item) => item === resource)).toHaveLength(1);
    expect(reasonsFor(prediction, resource)).toEqual(reasons);
    expect(new Set(resourcesOf(prediction)).size).toBe(prediction.needs.length);
    expect(prediction.count).toBe(prediction.needs.length);
  });
});

describe('which complaints predict the work-up', () => {
  it('the complaint field and a second, non-minor complaint of the narrative both predict', () => {
    const prediction = predict({
      chiefComplaint: 'headache',
      symptoms: 'also has a cough and an itchy rash, and some palpitations',
    });
    expect(prediction.needs).toEqual([
      { resource: 'parenteralMedication', why: 'IV or IM analgesia and antiemetic [headache]' },
      { resource: 'ecg', why: '12-lead ECG [palpitations / irregular heartbeat]' },
      {
        resource: 'labs',
        why: 'electrolytes, thyroid function, blood count [palpitations / irregular heartbeat]',
      },
    ]);
    expect(allReasons(prediction).join(' ')).not.toMatch(/\[(?:cough|rash)/);
  });

  it.each<[string, Partial<CaseForm>, string[], RegExp]>([
    [
      'a fall and a cut told in the narrative: how it happened, and a minor complaint',
      { chiefComplaint: 'headache', symptoms: 'and she fell over and cut her hand', gender: 'female' },
      ['headache', 'fall', 'laceration'],
      /\[(?:fall|laceration)/,
    ],
    [
      'a laceration whose narrative says the patient tripped and fell',
      { chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass, tripped and fell' },
      ['laceration', 'fall'],
      /\[fall\]/,
    ],
    [
      'a fever told in the narrative: a general complaint',
      { chiefComplaint: 'headache', symptoms: 'she also has a fever', gender: 'female' },
      ['headache', 'fever'],
      /\[fever\]/,
    ],
    [
      'a cough told in the narrative: a minor complaint',
      { chiefComplaint: 'headache', symptoms: 'and a cough' },
      ['headache', 'cough'],
      /\[cough\]/,
    ],
  ])('%s predicts nothing', (_description, fields, complaintIds, absent) => {
    const facts = readCaseFacts(caseForm(fields));
    expect(matchComplaints(facts).map((complaint) => complaint.definition.id)).toEqual(complaintIds);
    expect(allReasons(predict(fields)).join(' ')).not.toMatch(absent);
  });

  it('with no complaint in the complaint field, the narrative complaints predict, minor ones included', () => {
    const fields = { chiefComplaint: 'feeling off', symptoms: 'fell and cut his hand on glass' };
    const prediction = predict(fields);
    expect(prediction.unrecognised).toBe(false);
    expect(reasonsFor(prediction, 'simpleProcedure')).toEqual([
      'laceration repair: sutures, staples or tissue adhesive [laceration / puncture]',
    ]);
  });
});

describe('an unrecognised complaint is not assumed minor', () => {
  it.each<[string, string, Array<[EsiResource, string]>]>([
    ['30', 'labs only', [['labs', 'complaint not recognised: assumed [blood tests]']]],
    ['49', 'labs only', [['labs', 'complaint not recognised: assumed [blood tests]']]],
    ['', 'labs only, age unknown', [['labs', 'complaint not recognised: assumed [blood tests]']]],
    [
      '50',
      'labs and an ECG from 50',
      [
        ['labs', 'complaint not recognised: assumed [blood tests]'],
        ['ecg', 'complaint not recognised: assumed [ECG at 50 and over]'],
      ],
    ],
    [
      '62',
      'labs and an ECG',
      [
        ['labs', 'complaint not recognised: assumed [blood tests]'],
        ['ecg', 'complaint not recognised: assumed [ECG at 50 and over]'],
      ],
    ],
  ])('age "%s": %s', (patientAge, _description, expected) => {
    const prediction = predict({ chiefComplaint: 'feeling off', symptoms: 'not quite right', patientAge });
    expect(prediction.unrecognised).toBe(true);
    expect(prediction.needs.map((need) => [need.resource, need.why])).toEqual(expected);
  });

  it('says so among the reasons at decision point C', () => {
    const result = analyzeCase(caseForm({ chiefComplaint: 'feeling off', symptoms: 'not quite right' }));
    expect(result.scores.esi.decisionPoint).toBe('C');
    expect(result.reasons).toContain(
      'The complaint was not recognised: resources were assumed, not predicted; describe it in other words',
    );
  });

  it('a recognised complaint is not "unrecognised" and assumes nothing', () => {
    const prediction = predict({
      chiefComplaint: 'laceration to forearm',
      symptoms: 'cut on glass, feels like glass still in it',
      patientAge: '62',
    });
    expect(prediction.unrecognised).toBe(false);
    expect(allReasons(prediction).join(' ')).not.toContain('complaint not recognised');
  });
});

describe('a floor-3 red flag brings its work-up', () => {
  it('a flag with no work-up of its own brings blood tests and imaging', () => {
    const prediction = predict({ chiefComplaint: 'abdominal pain', symptoms: 'RLQ pain, vomiting' });
    expect(allReasons(prediction)).toEqual(
      expect.arrayContaining(['blood tests for appendicitis', 'imaging for appendicitis']),
    );
  });

  it('a flag with its own work-up brings that, tagged with its name, and no assumed imaging', () => {
    const prediction = predict({
      chiefComplaint: 'burning when peeing',
      symptoms: 'flank pain and fever 38.6, rigors',
      vitals: 'HR 96 BP 125/80 RR 16 SpO2 98% T 38.6',
      patientAge: '30',
      gender: 'female',
    });
    expect(reasonsFor(prediction, 'labs')).toContain(
      'blood count, renal function, urine and blood cultures [pyelonephritis]',
    );
    expect(reasonsFor(prediction, 'parenteralMedication')).toContain('IV antibiotics [pyelonephritis]');
    expect(allReasons(prediction).join(' ')).not.toContain('imaging for pyelonephritis');
  });

  it('a flag whose own work-up is empty [a fall at 80] adds nothing to the complaint', () => {
    const fields = {
      chiefComplaint: 'fall',
      symptoms: 'tripped on the rug, bruised hip, walking',
      patientAge: '80',
    };
    const facts = readCaseFacts(caseForm(fields));
    expect(matchRedFlags(facts).map((flag) => flag.definition.id)).toContain('injury-older-adult');
    const reasons = allReasons(predict(fields)).join(' ');
    expect(reasons).not.toMatch(/injury in a high-risk patient/i);
    expect(reasons).not.toMatch(/(?:blood tests|imaging) for injury/);
  });

  it('a flag whose own work-up is empty does not place the complaint: the unrecognised default applies', () => {
    const fields = { chiefComplaint: 'feeling off', symptoms: 'fell yesterday', patientAge: '80' };
    const facts = readCaseFacts(caseForm(fields));
    expect(matchComplaints(facts)).toEqual([]);
    expect(matchRedFlags(facts).map((flag) => flag.definition.id)).toEqual(['injury-older-adult']);
    const prediction = predict(fields);
    expect(prediction.unrecognised).toBe(true);
    expect(resourcesOf(prediction)).toEqual(['labs', 'ecg']);
  });
});

describe('the patient state adds resources to any complaint', () => {
  it.each<[string, Partial<CaseForm>, EsiResource, string]>([
    [
      'hypotension in an adult: fluids',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 84/50 RR 14 SpO2 99%' },
      'ivFluids',
      'IV fluids for SBP 84',
    ],
    [
      'hypotension in an adult: labs',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 84/50 RR 14 SpO2 99%' },
      'labs',
      'blood tests for SBP 84',
    ],
    [
      'hypotension for age at 5',
      { chiefComplaint: 'vomiting', vitals: 'HR 120 BP 75/40 RR 24 SpO2 99%', patientAge: '5' },
      'labs',
      'blood tests for SBP 75',
    ],
    [
      'HR 120 in an adult: 20 over the band',
      { chiefComplaint: 'headache', vitals: 'HR 120 BP 125/80 RR 14 SpO2 99%' },
      'labs',
      'blood tests for HR 120',
    ],
    [
      'HR 120 in an adult: fluids',
      { chiefComplaint: 'headache', vitals: 'HR 120 BP 125/80 RR 14 SpO2 99%' },
      'ivFluids',
      'IV fluids for HR 120',
    ],
    [
      'HR 110 at 10 years: 10 over the band',
      { chiefComplaint: 'headache', vitals: 'HR 110 BP 100/60 RR 18 SpO2 99%', patientAge: '10' },
      'labs',
      'blood tests for HR 110',
    ],
    [
      'HR 150 at 5 years: 10 over the band',
      { chiefComplaint: 'headache', vitals: 'HR 150 BP 100/60 RR 22 SpO2 99%', patientAge: '5' },
      'ivFluids',
      'IV fluids for HR 150',
    ],
    [
      'SpO2 91%: chest X-ray',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 14 SpO2 91%' },
      'xray',
      'chest X-ray for SpO2 91%',
    ],
    [
      'SpO2 91%: blood gas',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 14 SpO2 91%' },
      'labs',
      'blood gas for SpO2 91%',
    ],
    [
      'RR 26 in an adult: chest X-ray',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 26 SpO2 97%' },
      'xray',
      'chest X-ray for RR 26',
    ],
    [
      'RR 26 in an adult: labs',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 26 SpO2 97%' },
      'labs',
      'blood tests for RR 26',
    ],
    [
      'pain 7/10 in a non-minor complaint',
      { chiefComplaint: 'testicular pain', symptoms: 'pain 7/10', patientAge: '40' },
      'parenteralMedication',
      'IV or IM analgesia for pain 7/10',
    ],
    [
      'an anticoagulant with a laceration',
      {
        chiefComplaint: 'laceration to forearm',
        symptoms: 'cut on glass, feels like glass still in it',
        currentMedications: 'apixaban',
      },
      'labs',
      'coagulation and blood count: injured on an anticoagulant',
    ],
    [
      'an anticoagulant with an ankle injury',
      { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle, swollen', currentMedications: 'warfarin' },
      'labs',
      'coagulation and blood count: injured on an anticoagulant',
    ],
    [
      '24 weeks pregnant',
      { chiefComplaint: 'headache', symptoms: '24 weeks pregnant', gender: 'female', patientAge: '29' },
      'specialtyConsultation',
      'obstetric review at 24 weeks',
    ],
    [
      '20 weeks pregnant',
      { chiefComplaint: 'headache', symptoms: '20 weeks pregnant', gender: 'female', patientAge: '29' },
      'specialtyConsultation',
      'obstetric review at 20 weeks',
    ],
    [
      '32 weeks pregnant, said in the history',
      { chiefComplaint: 'headache', gender: 'female', patientAge: '29', medicalHistory: '32 weeks pregnant' },
      'specialtyConsultation',
      'obstetric review at 32 weeks',
    ],
  ])('%s', (_description, fields, resource, why) => {
    expect(reasonsFor(predict(fields), resource)).toContain(why);
  });

  it.each<[string, Partial<CaseForm>, RegExp]>([
    [
      'SBP 85 at 5 years is not hypotension for age',
      { chiefComplaint: 'vomiting', vitals: 'HR 120 BP 85/50 RR 24 SpO2 99%', patientAge: '5' },
      /for SBP/,
    ],
    [
      'SBP 90 in an adult',
      { chiefComplaint: 'headache', vitals: 'HR 80 BP 90/60 RR 14 SpO2 99%' },
      /for SBP/,
    ],
    [
      'HR 119 in an adult',
      { chiefComplaint: 'headache', vitals: 'HR 119 BP 125/80 RR 14 SpO2 99%' },
      /for HR/,
    ],
    [
      'HR 110 in an adult',
      { chiefComplaint: 'headache', vitals: 'HR 110 BP 125/80 RR 14 SpO2 99%' },
      /for HR/,
    ],
    [
      'HR 149 at 5 years',
      { chiefComplaint: 'headache', vitals: 'HR 149 BP 100/60 RR 22 SpO2 99%', patientAge: '5' },
      /for HR/,
    ],
    ['SpO2 92%', { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 14 SpO2 92%' }, /for SpO2/],
    ['RR 25 in an adult', { chiefComplaint: 'headache', vitals: 'HR 80 BP 125/80 RR 25 SpO2 97%' }, /for RR/],
    [
      'RR 28 in a child of 10',
      { chiefComplaint: 'headache', vitals: 'HR 90 BP 100/60 RR 28 SpO2 97%', patientAge: '10' },
      /for RR/,
    ],
    ['pain 6/10', { chiefComplaint: 'testicular pain', symptoms: 'pain 6/10', patientAge: '40' }, /for pain/],
    [
      'pain 8/10 in a stubbed toe, a minor complaint',
      { chiefComplaint: 'stubbed toe', symptoms: 'pain 8/10' },
      /for pain/,
    ],
    [
      'pain 8/10 in a laceration, a minor complaint',
      {
        chiefComplaint: 'laceration to forearm',
        symptoms: 'cut on glass, feels like glass still in it, pain 8/10',
      },
      /for pain/,
    ],
    [
      'a laceration with no anticoagulant',
      { chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass, feels like glass still in it' },
      /anticoagulant/,
    ],
    [
      'an anticoagulant with a headache, not an injury',
      { chiefComplaint: 'headache', currentMedications: 'warfarin' },
      /anticoagulant/,
    ],
    [
      '16 weeks pregnant',
      { chiefComplaint: 'headache', symptoms: '16 weeks pregnant', gender: 'female', patientAge: '29' },
      /obstetric review/,
    ],
    [
      '24 weeks pregnant with a minor complaint',
      { chiefComplaint: 'sore throat', symptoms: '24 weeks pregnant', gender: 'female', patientAge: '29' },
      /obstetric review/,
    ],
  ])('nothing added for %s', (_description, fields, absent) => {
    expect(allReasons(predict(fields)).join(' | ')).not.toMatch(absent);
  });
});

describe('a decision rule that removes a resource says why', () => {
  const negativeAnkle = {
    chiefComplaint: 'Twisted left ankle',
    symptoms:
      'Inversion injury playing netball. Non-tender over both malleoli. Able to weight bear, walked in with a limp.',
  };

  it('a negative Ottawa ankle rule takes the X-ray away and lists it as not needed', () => {
    const prediction = predict(negativeAnkle);
    expect(resourcesOf(prediction)).not.toContain('xray');
    expect(prediction.count).toBe(0);
    expect(prediction.notNeeded).toEqual([
      { resource: 'xray', why: expect.stringMatching(/^Ottawa ankle and foot rules: negative/) },
    ]);
  });

  it('the same injury with the rule incomplete keeps the X-ray and lists nothing as not needed', () => {
    const prediction = predict({
      chiefComplaint: 'ankle injury',
      symptoms: 'twisted ankle at football, swollen lateral ankle',
    });
    expect(reasonsFor(prediction, 'xray')).toEqual([
      'X-ray of the injured part, guided by the Ottawa ankle, foot and knee rules [lower extremity injury]',
    ]);
    expect(prediction.notNeeded).toEqual([]);
  });

  it('a positive rule adds its reason to the X-ray', () => {
    const prediction = predict({
      chiefComplaint: 'ankle injury',
      symptoms: 'Rolled ankle, tender over posterior edge of lateral malleolus, walked in.',
    });
    expect(reasonsFor(prediction, 'xray')).toEqual([
      'X-ray of the injured part, guided by the Ottawa ankle, foot and knee rules [lower extremity injury]',
      'Ottawa ankle rule positive: Lateral malleolus bone tenderness [Ottawa ankle and foot rules]',
    ]);
  });

  it('analyzeCase shows the same not-needed line in the ESI score', () => {
    const result = analyzeCase(caseForm(negativeAnkle));
    expect(result.scores.esi.notNeeded).toEqual(predict(negativeAnkle).notNeeded);
    expect(result.scores.esi.resources).toEqual([]);
  });
});

describe('the ESI level follows the resource count at decision point C', () => {
  it.each<[string, Partial<CaseForm>, number, number]>([
    ['a sore throat', { chiefComplaint: 'sore throat' }, 0, 5],
    [
      'an ankle injury negative by Ottawa',
      {
        chiefComplaint: 'Twisted left ankle',
        symptoms: 'Inversion injury. Non-tender over both malleoli. Able to weight bear, walked in.',
      },
      0,
      5,
    ],
    ['a stubbed toe at 8/10', { chiefComplaint: 'stubbed toe', symptoms: 'pain 8/10' }, 1, 4],
    // NICE NG109: uncomplicated cystitis in a non-pregnant woman under 65 is treated without a culture.
    [
      'dysuria in a woman of 30',
      { chiefComplaint: 'burning when peeing', gender: 'female', patientAge: '30' },
      0,
      5,
    ],
    [
      'dysuria in a man of 30',
      { chiefComplaint: 'burning when peeing', gender: 'male', patientAge: '30' },
      1,
      4,
    ],
    ['an unrecognised complaint at 30', { chiefComplaint: 'feeling off', symptoms: 'not quite right' }, 1, 4],
    [
      'a laceration',
      { chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass, feels like glass still in it' },
      2,
      3,
    ],
    [
      'an unrecognised complaint at 62',
      { chiefComplaint: 'feeling off', symptoms: 'not quite right', patientAge: '62' },
      2,
      3,
    ],
    [
      'a laceration on apixaban',
      {
        chiefComplaint: 'laceration to forearm',
        symptoms: 'cut on glass, feels like glass still in it',
        currentMedications: 'apixaban',
      },
      3,
      3,
    ],
  ])('%s: %d resources, ESI %d', (_description, fields, count, esi) => {
    expect(predict(fields).count).toBe(count);
    const result = analyzeCase(caseForm(fields));
    expect(result.scores.esi.decisionPoint).toBe('C');
    expect(result.scores.esi.resourceCount).toBe(count);
    expect(result.esi).toBe(esi);
  });
});
