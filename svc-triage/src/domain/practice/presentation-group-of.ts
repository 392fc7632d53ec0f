import type { PresentationGroup } from '@manan/contracts';
import type { EngineResult } from '../engine';

/** The engine's complaint groups and red-flag body systems, as the practice pages group presentations. */
const groupOfEngineGroup: Record<string, PresentationGroup> = {
  cardiovascular: 'cardiovascular',
  respiratory: 'respiratory',
  neurologic: 'neurological',
  neurological: 'neurological',
  gastrointestinal: 'abdominal',
  genitourinary: 'abdominal',
  trauma: 'trauma',
  infectious: 'infection',
  'mental-health': 'mental-health',
  'substance-misuse': 'toxicology',
  toxicology: 'toxicology',
  'obstetrics-gynecology': 'obstetric-gynaecological',
  'obstetric-gynecologic': 'obstetric-gynaecological',
  ophthalmology: 'eye-ent',
  'eye-ent': 'eye-ent',
  'ent-ears': 'eye-ent',
  'ent-nose': 'eye-ent',
  'ent-mouth-throat-neck': 'eye-ent',
  skin: 'skin-musculoskeletal',
  orthopedic: 'skin-musculoskeletal',
  'general-minor': 'skin-musculoskeletal',
  'musculoskeletal-skin': 'skin-musculoskeletal',
  metabolic: 'metabolic-other',
  environmental: 'metabolic-other',
  allergy: 'metabolic-other',
  'hematology-oncology': 'metabolic-other',
  pediatric: 'metabolic-other',
};

/**
 * The presentation group of an analysed case (an own case, or an educator's written case without one):
 * from the chief presentation the engine recognised, else its first red flag's system.
 */
export function presentationGroupOf(
  result: Pick<EngineResult, 'presentations' | 'redFlags'>,
  systemOfRedFlag: (id: string) => string | undefined,
): PresentationGroup {
  const presentation = result.presentations?.[0];
  if (presentation && groupOfEngineGroup[presentation.group]) return groupOfEngineGroup[presentation.group]!;
  for (const flag of result.redFlags) {
    const group = groupOfEngineGroup[systemOfRedFlag(flag.id) ?? ''];
    if (group) return group;
  }
  return 'metabolic-other';
}
