import type { ComplaintDefinition } from './complaint.types';
import { cardiovascularComplaints } from './complaints.cardiovascular';
import { entComplaints } from './complaints.ent';
import { environmentalComplaints } from './complaints.environmental';
import { eyeComplaints } from './complaints.eye';
import { gastrointestinalComplaints } from './complaints.gastrointestinal';
import { generalMinorComplaints } from './complaints.general-minor';
import { genitourinaryComplaints } from './complaints.genitourinary';
import { mentalHealthComplaints } from './complaints.mental-health';
import { neurologicComplaints } from './complaints.neurologic';
import { obstetricGynecologicComplaints } from './complaints.obstetric-gynecologic';
import { orthopedicComplaints } from './complaints.orthopedic';
import { pediatricComplaints } from './complaints.pediatric';
import { respiratoryComplaints } from './complaints.respiratory';
import { skinComplaints } from './complaints.skin';
import { substanceComplaints } from './complaints.substance';
import { traumaComplaints } from './complaints.trauma';

/** The presenting-complaint list, after CEDIS 2008: every complaint a clinician may type, by group. */
/**
 * The presenting-complaint list, after CEDIS 2008, by group. Order settles a tie between two complaints
 * reading the very same words: the age-banded paediatric complaints first, then the groups where an
 * undifferentiated complaint belongs in CEDIS (hyperventilation is respiratory before it is anxiety).
 */
export const complaintCatalog: readonly ComplaintDefinition[] = [
  ...pediatricComplaints,
  ...cardiovascularComplaints,
  ...respiratoryComplaints,
  ...neurologicComplaints,
  ...traumaComplaints,
  ...orthopedicComplaints,
  ...gastrointestinalComplaints,
  ...genitourinaryComplaints,
  ...obstetricGynecologicComplaints,
  ...entComplaints,
  ...eyeComplaints,
  ...skinComplaints,
  ...environmentalComplaints,
  ...substanceComplaints,
  ...mentalHealthComplaints,
  ...generalMinorComplaints,
];
