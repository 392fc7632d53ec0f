import type { Vitals } from '../../engine/reading/vitals.parser';
import {
  loinc,
  observationCategory,
  ucum,
  type Observation,
  type ObservationComponent,
} from './fhir-resources';

/** What every observation of a case shares: its id, the patient and when the case was recorded. */
export interface ObservationFrame {
  id: (name: string) => string;
  subject: { reference: string };
  effectiveDateTime: string;
}

const vitalSignsProfile = (name: string) => ({
  profile: [`http://hl7.org/fhir/StructureDefinition/${name}`],
});

function vitalSign(
  frame: ObservationFrame,
  name: string,
  profile: string | null,
  code: ReturnType<typeof loinc>,
  fields: Pick<Observation, 'valueQuantity' | 'component'>,
): Observation {
  return {
    resourceType: 'Observation',
    id: frame.id(name),
    ...(profile ? { meta: vitalSignsProfile(profile) } : {}),
    status: 'final',
    category: observationCategory('vital-signs'),
    code,
    subject: frame.subject,
    effectiveDateTime: frame.effectiveDateTime,
    ...fields,
  };
}

/** The blood pressure panel (85354-9): systolic and, unless only palpated, diastolic as components. */
function bloodPressure(frame: ObservationFrame, vitals: Vitals): Observation | null {
  if (vitals.systolic === undefined) return null;
  const component: ObservationComponent[] = [
    {
      code: loinc('8480-6', 'Systolic blood pressure'),
      valueQuantity: ucum(vitals.systolic, 'mm[Hg]', 'mmHg'),
    },
  ];
  if (vitals.diastolic !== undefined && !vitals.systolicByPalpation) {
    component.push({
      code: loinc('8462-4', 'Diastolic blood pressure'),
      valueQuantity: ucum(vitals.diastolic, 'mm[Hg]', 'mmHg'),
    });
  }
  return vitalSign(frame, 'blood-pressure', 'bp', loinc('85354-9', 'Blood pressure panel'), { component });
}

/** SpO2 by pulse oximetry (59408-5), with the oxygen flow (3151-8) when the patient is on oxygen. */
function oxygenSaturation(frame: ObservationFrame, vitals: Vitals): Observation | null {
  if (vitals.spo2 === undefined) return null;
  const flow = vitals.oxygenLitresPerMinute;
  return vitalSign(
    frame,
    'oxygen-saturation',
    'oxygensat',
    {
      coding: [
        {
          system: 'http://loinc.org',
          code: '59408-5',
          display: 'Oxygen saturation in Arterial blood by Pulse oximetry',
        },
        { system: 'http://loinc.org', code: '2708-6', display: 'Oxygen saturation in Arterial blood' },
      ],
      text: 'Oxygen saturation (SpO2)',
    },
    {
      valueQuantity: ucum(vitals.spo2, '%'),
      ...(flow !== undefined
        ? {
            component: [
              { code: loinc('3151-8', 'Inhaled oxygen flow rate'), valueQuantity: ucum(flow, 'L/min') },
            ],
          }
        : {}),
    },
  );
}

/** Each vital sign the case states, read the way the guideline engine read it, as a FHIR Observation. */
export function vitalSignObservations(frame: ObservationFrame, vitals: Vitals): Observation[] {
  const single = (
    name: string,
    profile: string | null,
    code: ReturnType<typeof loinc>,
    value: number | undefined,
    unitCode: string,
    unit?: string,
  ) =>
    value === undefined
      ? null
      : vitalSign(frame, name, profile, code, { valueQuantity: ucum(value, unitCode, unit) });
  return [
    single('heart-rate', 'heartrate', loinc('8867-4', 'Heart rate'), vitals.heartRate, '/min', 'beats/min'),
    single(
      'respiratory-rate',
      'resprate',
      loinc('9279-1', 'Respiratory rate'),
      vitals.respiratoryRate,
      '/min',
      'breaths/min',
    ),
    bloodPressure(frame, vitals),
    oxygenSaturation(frame, vitals),
    single(
      'body-temperature',
      'bodytemp',
      loinc('8310-5', 'Body temperature'),
      vitals.temperatureC,
      'Cel',
      '°C',
    ),
    single('glasgow-coma-score', null, loinc('9269-2', 'Glasgow coma score total'), vitals.gcs, '{score}'),
    single(
      'pain-score',
      null,
      loinc('72514-3', 'Pain severity - 0-10 verbal numeric rating [Score] - Reported'),
      vitals.painScore,
      '{score}',
    ),
  ].filter((observation): observation is Observation => observation !== null);
}
