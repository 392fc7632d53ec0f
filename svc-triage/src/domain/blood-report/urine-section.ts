import type { NameMatch } from './find-analyte-names';
import { mentionsWordedResult } from './qualitative-result';

// A heading is a line with no analyte name, no number and no worded result ("Blood Trace Negative" is not). Under a urine heading a plain "Ketones",
// "Glucose" or "Blood" is the urine test; the next heading of another kind of specimen or panel ends it.
// "Physical/chemical/microscopic examination" and column headings ("Test Result Unit") do not.
const urineHeading = /\b(?:urine|urinalysis|dipstick)\b/i;
const otherHeading =
  /\b(?:ha?ematology|(?:bio)?chemistry|blood|serum|plasma|serology|immunology|lipid|liver|renal|kidney|thyroid|cardiac|coagulation|cbc|hormones?|stool|fa?eces|culture|profile|panel)\b/i;

/** For each line, whether it stands under a urine heading. `names`: the names found with no section. */
export function urineSectionLines(lines: string[], names: NameMatch[][]): boolean[] {
  let inUrine = false;
  return lines.map((line, index) => {
    const heading =
      !(names[index] ?? []).length && !/\d/.test(line) && /[a-z]/i.test(line) && !mentionsWordedResult(line);
    if (heading && urineHeading.test(line)) inUrine = true;
    else if (heading && otherHeading.test(line)) inUrine = false;
    return inUrine;
  });
}
