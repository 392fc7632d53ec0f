import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Blood results as they reach the form: the text a PDF laboratory report gives when uploaded (appended to
 * the vital signs, with its headers, sections, units, reference ranges, H/L/CRIT flags and comments), in
 * SI and US units, a GP's letter listing results, point-of-care gas printouts and values typed by the
 * clinician. Thirty cases per ESI level: critical values that make a stable-looking patient high risk,
 * results of a patient who needs a life-saving intervention now, and as many abnormal reports that do not
 * change the level (a known mild anaemia, a haemolysed potassium to repeat, last month's results, unit
 * traps). Written blind from ESI v4 and laboratory knowledge, without reading the engine or the other
 * sets, and frozen before any rule was changed for it: a tuning set.
 */
const reports = readFrozenCaseSet('reports-set.jsonl');

describeFrozenCaseSet(reports, {
  name: 'reports set',
  sha256: 'b2490b33c0332a6aac77e03a32402809e5960e46bb11badc278b75cbea6ed1ce',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['lab-pdf-si', 'lab-pdf-us', 'gp-letter-results', 'point-of-care', 'typed-results'],
});

describe('the reports set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of reports.cases)
      expect(item.id).toMatch(new RegExp(`^r-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
