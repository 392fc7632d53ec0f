import { fireEvent, screen } from '@testing-library/react';
import type { CaseFormRequest } from '@manan/contracts';

/** Types a case into the form (fireEvent, so it also works under fake timers). */
export function fillCaseForm(values: CaseFormRequest) {
  const set = (label: string | RegExp, value: string | null | undefined) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: value ?? '' } });
  set('Patient age', values.patientAge);
  set('Gender at birth', values.gender);
  set('Chief complaint', values.chiefComplaint);
  set('Detailed symptoms', values.symptoms);
  set('Vital signs and lab values', values.vitals);
  set(/Medical history/, values.medicalHistory);
  set(/Current medications/, values.currentMedications);
}
