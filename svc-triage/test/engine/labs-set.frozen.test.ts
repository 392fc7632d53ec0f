import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases where laboratory results are part of what the triage nurse weighs: electrolytes, kidney function,
 * glucose and ketones, blood counts, cardiac markers, liver tests, drug levels, infection markers,
 * hormones, clotting, blood gases, and the obstetric and paediatric values that change their meaning. The
 * values come as the uploaded blood-report block in the vitals or typed by hand in every shorthand and in
 * US or SI units. Each level has its traps: frightening values that are chronic or spurious (a stable CKD
 * creatinine, a haemolysed potassium), calm words hiding a critical value, and units that change what a
 * number means. 30 cases per level in a triage nurse's note, a handover, the patient's words, a
 * registration or lab record, a textbook paragraph or a blood report with a short note. Written from
 * guideline knowledge (ESI v4, NICE, RCEM, UK Kidney Association, JBDS, BTS, ESC) without reading the
 * engine or the other sets, and frozen before any rule is changed for it.
 */
const labs = readFrozenCaseSet('labs-set.jsonl');

describeFrozenCaseSet(labs, {
  name: 'labs set',
  sha256: '2ce2c8c4cdaeb94eb225b04de3036883b961d3ca181874b738683c96f77baa9b',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['nurse', 'handover', 'patient', 'record', 'vignette', 'report'],
});

describe('the labs set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of labs.cases)
      expect(item.id).toMatch(new RegExp(`^l-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
