import { analyzeCase, renderResultText, type CaseForm } from '../../src/domain/engine';
import type { StoredCase } from '../../src/domain/cases/stored-case';
import { caseFhirBundle } from '../../src/domain/export/fhir/case-fhir-bundle';
import type {
  Bundle,
  Observation,
  Patient,
  RiskAssessment,
} from '../../src/domain/export/fhir/fhir-resources';
import { fhirSchemaErrors } from './fhir-schema-validator';

/** A case as svc-triage stores it after the guideline engine analysed the form. */
function storedCaseOf(form: CaseForm, id = 'case-1'): StoredCase {
  const result = analyzeCase(form);
  return {
    id,
    userId: 'user-1',
    chiefComplaint: form.chiefComplaint,
    patientAge: String(form.patientAge),
    gender: form.gender,
    symptoms: { details: form.symptoms },
    vitals: { raw: form.vitals },
    ...(form.medicalHistory ? { medicalHistory: { details: form.medicalHistory } } : {}),
    triageLevel: `${result.level} (ESI ${result.esi})`,
    analysis: renderResultText(result),
    aiConfidence: { overall: result.confidence },
    result,
    provider: { kind: 'guideline' },
    createdAt: '2026-11-20T10:15:00.000Z',
  };
}

const resourcesOf = (bundle: Bundle) => bundle.entry.map((entry) => entry.resource);
const observations = (bundle: Bundle) =>
  resourcesOf(bundle).filter((resource): resource is Observation => resource.resourceType === 'Observation');
const loincCodes = (observation: Observation) => observation.code.coding?.map((coding) => coding.code) ?? [];
const byLoinc = (bundle: Bundle, code: string) =>
  observations(bundle).find((o) => loincCodes(o).includes(code));

const chestPain: CaseForm = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating, pain 8/10',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 93% on 2 L/min, Temp 36.8 C, GCS 15, BGL 6.1 mmol/L',
  medicalHistory: 'Hypertension, smoker',
};
const withBloodReport: CaseForm = {
  patientAge: '71',
  gender: 'female',
  chiefComplaint: 'Weakness',
  symptoms: 'Generalised weakness and palpitations since yesterday',
  vitals:
    'BP 100/60, HR 48\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH\nCreatinine 3.2 mg/dL (ref 0.6–1.2) HIGH\nTroponin 45 ng/L\nHemoglobin 9.1 g/dL (ref 12–15.5) LOW\nWBC 14.2 x10^9/L\nINR 1.1',
};
const noVitals: CaseForm = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably',
  vitals: 'not measured',
};
const infant: CaseForm = {
  patientAge: '3 weeks',
  gender: 'male',
  chiefComplaint: 'Fever',
  symptoms: 'Fever since this morning, feeding less',
  vitals: 'Temp 38.6, HR 180, RR 60',
};
const veryOld: CaseForm = {
  patientAge: '94',
  gender: 'female',
  chiefComplaint: 'Fall',
  symptoms: 'Fell at home, hip pain, cannot bear weight',
  vitals: 'BP 84/palp, HR 118',
};

describe('a case as a FHIR R4 Bundle', () => {
  it.each([
    ['vital signs and a glucose', chestPain],
    ['blood-report labs', withBloodReport],
    ['no vital signs or labs', noVitals],
    ['an infant', infant],
    ['a palpated blood pressure and an age over 89', veryOld],
  ])('when the case has %s, then the Bundle is valid against HL7 fhir.schema.json', (_situation, form) => {
    const bundle = caseFhirBundle(storedCaseOf(form), '2026-11-24T00:00:00.000Z');
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    for (const resource of resourcesOf(bundle)) expect(fhirSchemaErrors(resource)).toEqual([]);
  });

  it('when a resource breaks FHIR, then the validator says so (it is not a validator that passes everything)', () => {
    const bundle = caseFhirBundle(storedCaseOf(chestPain), '2026-11-24T00:00:00.000Z');
    const patient = bundle.entry[0]!.resource as unknown as Record<string, unknown>;
    patient.name = 'Jane Doe';
    patient.gender = 'woman';
    expect(fhirSchemaErrors(bundle).join('\n')).toMatch(/Patient/);
    expect(fhirSchemaErrors({ ...bundle, type: 'bag' } as unknown as Bundle)).not.toEqual([]);
  });

  it('when the case has vital signs, then each is an Observation with its LOINC code and UCUM unit', () => {
    const bundle = caseFhirBundle(storedCaseOf(chestPain), '2026-11-24T00:00:00.000Z');
    expect(byLoinc(bundle, '8867-4')?.valueQuantity).toMatchObject({
      value: 104,
      code: '/min',
      system: 'http://unitsofmeasure.org',
    });
    expect(byLoinc(bundle, '9279-1')?.valueQuantity).toMatchObject({ value: 22, code: '/min' });
    expect(byLoinc(bundle, '8310-5')?.valueQuantity).toMatchObject({ value: 36.8, code: 'Cel' });
    expect(byLoinc(bundle, '9269-2')?.valueQuantity).toMatchObject({ value: 15 });
    expect(byLoinc(bundle, '72514-3')?.valueQuantity).toMatchObject({ value: 8 });
    const oxygen = byLoinc(bundle, '59408-5');
    expect(oxygen?.valueQuantity).toMatchObject({ value: 93, code: '%' });
    expect(oxygen?.component?.[0]).toMatchObject({ valueQuantity: { value: 2, code: 'L/min' } });
    const pressure = byLoinc(bundle, '85354-9');
    expect(
      pressure?.component?.map((part) => [part.code.coding?.[0]?.code, part.valueQuantity?.value]),
    ).toEqual([
      ['8480-6', 150],
      ['8462-4', 90],
    ]);
    expect(pressure?.category?.[0]?.coding?.[0]?.code).toBe('vital-signs');
    expect(byLoinc(bundle, '2339-0')?.valueQuantity).toMatchObject({ code: 'mg/dL' });
    expect(byLoinc(bundle, '8661-1')?.valueString).toBe('Chest pain');
  });

  it('when the case has blood-report labs, then they are laboratory Observations, coded where the test is known', () => {
    const bundle = caseFhirBundle(storedCaseOf(withBloodReport), '2026-11-24T00:00:00.000Z');
    const potassium = byLoinc(bundle, '2823-3');
    expect(potassium).toMatchObject({
      category: [{ coding: [{ code: 'laboratory' }] }],
      valueQuantity: { value: 7.1, code: 'mmol/L' },
      interpretation: [{ coding: [{ code: 'H' }] }],
      referenceRange: [{ low: { value: 3.5 }, high: { value: 5.1 } }],
    });
    expect(byLoinc(bundle, '2160-0')?.valueQuantity).toMatchObject({ value: 3.2, code: 'mg/dL' });
    expect(byLoinc(bundle, '718-7')?.interpretation?.[0]?.coding?.[0]?.code).toBe('L');
    expect(byLoinc(bundle, '6690-2')?.valueQuantity).toMatchObject({ value: 14.2, code: '10*9/L' });
    expect(byLoinc(bundle, '6301-6')?.valueQuantity).toMatchObject({ value: 1.1, code: '{INR}' });
    // Troponin I or T is not said, so it is named, not coded.
    const troponin = observations(bundle).find((o) => o.code.text === 'Troponin');
    expect(troponin).toMatchObject({
      code: { text: 'Troponin' },
      valueQuantity: { value: 45, code: 'ng/L' },
    });
    expect(troponin?.code.coding).toBeUndefined();
    // Only a palpated or measured pressure: the diastolic is there when written.
    expect(byLoinc(bundle, '85354-9')?.component).toHaveLength(2);
  });

  it('when the case has no vital signs or labs, then the Bundle holds the patient, the complaint and the triage only', () => {
    const bundle = caseFhirBundle(storedCaseOf(noVitals), '2026-11-24T00:00:00.000Z');
    expect(resourcesOf(bundle).map((resource) => resource.resourceType)).toEqual([
      'Patient',
      'Observation',
      'RiskAssessment',
    ]);
  });

  it('when the Patient is written, then it has no name, identifier or birth date: only gender and age', () => {
    const patientOf = (form: CaseForm) =>
      resourcesOf(caseFhirBundle(storedCaseOf(form), '2026-11-24T00:00:00.000Z'))[0] as Patient;
    expect(Object.keys(patientOf(chestPain)).sort()).toEqual(['extension', 'gender', 'id', 'resourceType']);
    expect(patientOf(chestPain).extension?.[0]?.valueAge).toMatchObject({ value: 58, code: 'a' });
    expect(patientOf(veryOld).extension?.[0]?.valueAge).toMatchObject({
      value: 90,
      comparator: '>=',
      code: 'a',
    });
    expect(patientOf(infant).extension?.[0]?.valueAge).toMatchObject({ value: 3, code: 'wk' });
    expect(patientOf(veryOld).gender).toBe('female');
    // A palpated pressure has a systolic only.
    const pressure = byLoinc(caseFhirBundle(storedCaseOf(veryOld), '2026-11-24T00:00:00.000Z'), '85354-9');
    expect(pressure?.component?.map((part) => part.code.coding?.[0]?.code)).toEqual(['8480-6']);
  });

  it('when the triage is written, then it is a RiskAssessment of the ESI level, its reasons, and based on the observations', () => {
    const stored = storedCaseOf(chestPain);
    const bundle = caseFhirBundle(stored, '2026-11-24T00:00:00.000Z');
    const triage = resourcesOf(bundle).find(
      (resource): resource is RiskAssessment => resource.resourceType === 'RiskAssessment',
    );
    expect(triage?.prediction[0]?.qualitativeRisk.text).toBe(
      `ESI ${stored.result.esi} — ${stored.result.level}`,
    );
    expect(triage?.prediction[0]?.qualitativeRisk.coding?.[0]?.code).toBe(
      stored.result.esi <= 2 ? 'high' : 'moderate',
    );
    expect(triage?.prediction[0]?.rationale).toContain(stored.result.reasons[0]);
    expect(triage?.basis).toHaveLength(observations(bundle).length);
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    for (const reference of [...(triage?.basis ?? []), triage?.subject])
      expect(fullUrls.has(reference!.reference)).toBe(true);
  });

  it('when the same case is exported twice, then its resources keep their ids; another case gets others', () => {
    const ids = (id: string) =>
      caseFhirBundle(storedCaseOf(chestPain, id), '2026-11-24T00:00:00.000Z').entry.map(
        (entry) => entry.fullUrl,
      );
    expect(ids('case-a')).toEqual(ids('case-a'));
    expect(ids('case-a').filter((url) => ids('case-b').includes(url))).toEqual([]);
  });
});
