import { randomUUID } from 'node:crypto';
import { generaliseAges, type CreateCaseSetRequest, type WrittenSetCase } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';
import { assertNoUndismissedIdentifiers, type GuardedField } from '../privacy/identifier-guard';
import type { CaseSet, SetCase } from './case-set';
import { setCaseLimitReached, setLimitsOf } from './case-set-limits';
import { guidelineAnalysisOf, isCatalogueRedFlag, redFlagSystemOf } from './guideline-catalogue';
import { nowOf, type PracticeDependencies } from './practice.dependencies';
import { presentationGroupOf } from './presentation-group-of';
import { uniqueSetCode } from './set-code';

/**
 * Creates an educator's case set: bank cases are copied (a later edit of the bank does not change a set
 * trainees are working through), written cases pass the identifier guard as a case analysis does. The
 * number of cases is held to the educator's plan.
 */
export async function createCaseSet(
  deps: PracticeDependencies,
  ownerId: string,
  request: CreateCaseSetRequest,
): Promise<CaseSet> {
  const now = nowOf(deps);
  assertNoUndismissedIdentifiers(writtenFields(request), request.dismissedIdentifiers ?? []);
  const cases = request.cases.map((input, index) => setCaseOf(deps, input, index));
  const duplicate = cases.findIndex((c, index) => cases.findIndex((other) => other.id === c.id) !== index);
  if (duplicate !== -1)
    throw invalidCase(`cases.${duplicate}.bankId`, 'This bank case is already in the set');
  const limits = await setLimitsOf(deps, ownerId, now);
  if (cases.length > limits.cases) throw setCaseLimitReached();

  const set: CaseSet = {
    id: randomUUID(),
    ownerId,
    educatorName: request.educatorName ?? 'Educator',
    title: request.title,
    code: await uniqueSetCode((code) => deps.sets.codeTaken(code)),
    cases,
    createdAt: now.toISOString(),
  };
  await deps.transactionRunner.run((tx) => deps.sets.add(set, tx));
  return set;
}

function invalidCase(field: string, message: string) {
  return new DomainError('PRACTICE.INVALID', 'invalid', message, { fields: { [field]: message } });
}

function setCaseOf(
  deps: PracticeDependencies,
  input: CreateCaseSetRequest['cases'][number],
  index: number,
): SetCase {
  if ('bankId' in input) {
    const teachingCase = deps.bank.byId(input.bankId);
    if (!teachingCase) throw invalidCase(`cases.${index}.bankId`, 'No such teaching-bank case');
    return { id: teachingCase.id, source: 'bank', ...pick(teachingCase) };
  }
  const unknown = input.answer.redFlags.find((id) => !isCatalogueRedFlag(id));
  if (unknown) throw invalidCase(`cases.${index}.answer.redFlags`, `Unknown red flag: ${unknown}`);
  const patient = generalisedPatient(input.patient);
  return {
    id: `written-${index + 1}`,
    source: 'written',
    title: input.title,
    group: input.group ?? presentationGroupOf(guidelineAnalysisOf(patient), redFlagSystemOf),
    patient,
    answer: input.answer,
  };
}

const pick = ({
  title,
  group,
  patient,
  answer,
}: Pick<SetCase, 'title' | 'group' | 'patient' | 'answer'>) => ({
  title,
  group,
  patient,
  answer,
});

/** Ages over 89 are written "90+", in the age field and in the text, as for an analysed case. */
function generalisedPatient(patient: WrittenSetCase['patient']): WrittenSetCase['patient'] {
  const optional = (text: string | undefined) => (text === undefined ? {} : { value: generaliseAges(text) });
  const history = optional(patient.medicalHistory);
  const medications = optional(patient.currentMedications);
  return {
    patientAge: generaliseAges(patient.patientAge, 'age'),
    gender: patient.gender,
    chiefComplaint: generaliseAges(patient.chiefComplaint),
    symptoms: generaliseAges(patient.symptoms),
    vitals: generaliseAges(patient.vitals),
    ...('value' in history ? { medicalHistory: history.value } : {}),
    ...('value' in medications ? { currentMedications: medications.value } : {}),
  };
}

/** The educator-written text of each written case, by `cases.<index>.<field>`. */
function writtenFields(request: CreateCaseSetRequest): GuardedField[] {
  return request.cases.flatMap((input, index) => {
    if ('bankId' in input) return [];
    const field = (name: string) => `cases.${index}.${name}`;
    const { patient } = input;
    return [
      { field: field('title'), text: input.title },
      { field: field('patientAge'), text: patient.patientAge, reading: 'age' as const },
      { field: field('chiefComplaint'), text: patient.chiefComplaint },
      { field: field('symptoms'), text: patient.symptoms },
      { field: field('vitals'), text: patient.vitals },
      { field: field('medicalHistory'), text: patient.medicalHistory },
      { field: field('currentMedications'), text: patient.currentMedications },
    ];
  });
}
