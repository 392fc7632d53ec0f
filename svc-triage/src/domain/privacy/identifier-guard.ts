import {
  findIdentifiersInField,
  generaliseAges,
  holdsTextBack,
  identifierKindLabels,
  type DismissedIdentifier,
  type FieldIdentifierFinding,
  type IdentifierFieldReading,
} from '@manan/contracts';
import { DomainError } from '@manan/service-kit';
import type { CaseForm } from '../engine';

/** One free-text field of a request, by the name the client knows it under. */
export interface GuardedField {
  field: string;
  text: string | null | undefined;
  /** 'age' for the patient-age field, whose whole value is an age. */
  reading?: IdentifierFieldReading;
}

/**
 * 400 PRIVACY.IDENTIFIERS_FOUND: the findings go back to the one user who sent them, for the form to show
 * on its fields. The message names kinds only, never the text found, so that nothing logging a message
 * (or showing it in a toast) can carry an identifier.
 */
export class IdentifiersFoundError extends DomainError {
  constructor(readonly findings: FieldIdentifierFinding[]) {
    super(
      'PRIVACY.IDENTIFIERS_FOUND',
      'invalid',
      'Remove patient identifiers (names, record numbers, phone numbers…) first, or mark a finding as not an identifier.',
      { fields: fieldMessages(findings), bodyExtras: { identifiers: findings } },
    );
    this.name = 'IdentifiersFoundError';
  }
}

/**
 * The findings of the identifier guard (the detector the browser runs too) in the given fields that the
 * user did not dismiss. A dismissal lets through exactly one text of one kind in one field. Ages over 89
 * are not among them: they are generalised to "90+" (generaliseCaseFormAges), never refused.
 */
export function undismissedIdentifiers(
  fields: readonly GuardedField[],
  dismissed: readonly DismissedIdentifier[] = [],
): FieldIdentifierFinding[] {
  const isDismissed = (finding: FieldIdentifierFinding) =>
    dismissed.some(
      (item) => item.field === finding.field && item.kind === finding.kind && item.text === finding.text,
    );
  return fields.flatMap(({ field, text, reading }) =>
    findIdentifiersInField(text ?? '', reading)
      .filter(holdsTextBack)
      .map((finding) => ({ field, ...finding }))
      .filter((finding) => !isDismissed(finding)),
  );
}

/** Refuses a request whose free text still holds an undismissed identifier, before anything is stored or sent. */
export function assertNoUndismissedIdentifiers(
  fields: readonly GuardedField[],
  dismissed: readonly DismissedIdentifier[] = [],
): void {
  const findings = undismissedIdentifiers(fields, dismissed);
  if (findings.length) throw new IdentifiersFoundError(findings);
}

function fieldMessages(findings: readonly FieldIdentifierFinding[]): Record<string, string> {
  const kindsByField = new Map<string, Set<string>>();
  for (const finding of findings) {
    const kinds = kindsByField.get(finding.field) ?? new Set<string>();
    kinds.add(identifierKindLabels[finding.kind]);
    kindsByField.set(finding.field, kinds);
  }
  return Object.fromEntries(
    [...kindsByField].map(([field, kinds]) => [
      field,
      `Possible patient identifier: ${[...kinds].join(', ')}`,
    ]),
  );
}

interface GuardedCaseForm {
  patientAge: string | number;
  chiefComplaint: string;
  symptoms: string;
  vitals: string;
  medicalHistory?: string | null | undefined;
  currentMedications?: string | null | undefined;
}

/** Every free-text field of the case form, by its request name; the age field is read as an age. */
export function caseFormGuardedFields(form: GuardedCaseForm): GuardedField[] {
  return [
    { field: 'patientAge', text: String(form.patientAge), reading: 'age' },
    { field: 'chiefComplaint', text: form.chiefComplaint },
    { field: 'symptoms', text: form.symptoms },
    { field: 'vitals', text: form.vitals },
    { field: 'medicalHistory', text: form.medicalHistory },
    { field: 'currentMedications', text: form.currentMedications },
  ];
}

/**
 * The free text of a follow-up or refinement request: each answer (`followUpResponses.<question id>`), and
 * the analysis text only when no caseId is given (with a caseId it is neither read nor sent on).
 */
export function followUpGuardedFields(request: {
  caseId?: string | undefined;
  analysis?: string | undefined;
  followUpResponses?: Record<string, string>;
}): GuardedField[] {
  const answers = Object.entries(request.followUpResponses ?? {}).map(([questionId, text]) => ({
    field: `followUpResponses.${questionId}`,
    text,
  }));
  return request.caseId ? answers : [{ field: 'analysis', text: request.analysis }, ...answers];
}

/** The case form with every age over 89 written "90+", in the age field and in the text, before it is analysed or stored. */
export function generaliseCaseFormAges(form: CaseForm): CaseForm {
  const generalised: CaseForm = {
    ...form,
    patientAge: generaliseAges(String(form.patientAge), 'age'),
    chiefComplaint: generaliseAges(form.chiefComplaint),
    symptoms: generaliseAges(form.symptoms),
    vitals: generaliseAges(form.vitals),
  };
  if (form.medicalHistory) generalised.medicalHistory = generaliseAges(form.medicalHistory);
  if (form.currentMedications) generalised.currentMedications = generaliseAges(form.currentMedications);
  return generalised;
}

/** A follow-up request with every age over 89 in its answers (and its analysis text) written "90+". */
export function generaliseFollowUpAges<
  Request extends { analysis?: string | undefined; followUpResponses?: Record<string, string> },
>(request: Request): Request {
  return {
    ...request,
    ...(request.analysis === undefined ? {} : { analysis: generaliseAges(request.analysis) }),
    ...(request.followUpResponses
      ? {
          followUpResponses: Object.fromEntries(
            Object.entries(request.followUpResponses).map(([id, text]) => [id, generaliseAges(text)]),
          ),
        }
      : {}),
  };
}
