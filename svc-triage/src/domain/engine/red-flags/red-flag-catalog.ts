import { allergyRedFlags } from './red-flags.allergy';
import { cardiovascularRedFlags } from './red-flags.cardiovascular';
import { criticalLabRedFlags } from './red-flags.critical-labs';
import { eyeEntRedFlags } from './red-flags.eye-ent';
import { gastrointestinalRedFlags } from './red-flags.gastrointestinal';
import { genitourinaryRedFlags } from './red-flags.genitourinary';
import { hematologySkinRedFlags } from './red-flags.hematology-skin';
import { mentalHealthRedFlags } from './red-flags.mental-health';
import { metabolicRedFlags } from './red-flags.metabolic';
import { neurologicalRedFlags } from './red-flags.neurological';
import { obstetricGynecologicRedFlags } from './red-flags.obstetric-gynecologic';
import { pediatricRedFlags } from './red-flags.pediatric';
import { respiratoryRedFlags } from './red-flags.respiratory';
import { infectiousRedFlags } from './red-flags.infectious';
import { toxicologyRedFlags } from './red-flags.toxicology';
import { traumaRedFlags } from './red-flags.trauma';
import type { RedFlagDefinition } from './red-flag.types';

export const redFlagCatalog: readonly RedFlagDefinition[] = [
  ...cardiovascularRedFlags,
  ...allergyRedFlags,
  ...respiratoryRedFlags,
  ...neurologicalRedFlags,
  ...infectiousRedFlags,
  ...gastrointestinalRedFlags,
  ...obstetricGynecologicRedFlags,
  ...genitourinaryRedFlags,
  ...mentalHealthRedFlags,
  ...toxicologyRedFlags,
  ...traumaRedFlags,
  ...metabolicRedFlags,
  ...criticalLabRedFlags,
  ...pediatricRedFlags,
  ...eyeEntRedFlags,
  ...hematologySkinRedFlags,
];
