/** ESI v4 Implementation Handbook, chapter 5: the resources that count toward decision point C. */
export const esiResourceNames = {
  labs: 'laboratory tests (blood, urine)',
  ecg: 'ECG',
  xray: 'plain X-ray',
  advancedImaging: 'CT, MRI, ultrasound or angiography',
  ivFluids: 'IV fluids (hydration)',
  parenteralMedication: 'IV, IM or nebulized medication',
  specialtyConsultation: 'specialty consultation',
  simpleProcedure: 'simple procedure (laceration repair, urinary catheter)',
  complexProcedure: 'complex procedure (procedural sedation)',
} as const;

export type EsiResource = keyof typeof esiResourceNames;

/** What the handbook says does not count as a resource, listed so the text can teach it. */
export const notEsiResources = [
  'history and physical examination, including pelvic',
  'point-of-care testing',
  'saline or heparin lock',
  'PO medications',
  'tetanus immunization',
  'prescription refills',
  'phone call to primary care physician',
  'simple wound care (dressings, recheck)',
  'crutches, splints, slings',
] as const;

/** Different types are counted, not individual tests (CBC + electrolytes = 1); a complex procedure counts as 2. */
export function countEsiResources(resources: readonly EsiResource[]): number {
  const distinct = new Set(resources);
  return [...distinct].reduce((count, resource) => count + (resource === 'complexProcedure' ? 2 : 1), 0);
}
