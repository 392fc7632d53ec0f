import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A scan that has shown the pregnancy inside the womb makes an ectopic very unlikely (NICE NG126): a
 * stable woman miscarrying after "a scan at 7 weeks showed a pregnancy inside the womb with a heartbeat"
 * needs her bloods and a scan (ESI 3), not the ectopic's high-risk bed. The red flag and the
 * early-pregnancy complaint now read the scan with one matcher. Without a scan, cramps and bleeding at
 * 9 weeks keep the ectopic in mind (ESI 2).
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '36',
  gender: 'female',
  chiefComplaint: 'Bleeding with clots at 9 weeks of pregnancy',
  symptoms,
  vitals: 'BP 118/72 HR 88 RR 16 SpO2 99% T 36.8',
  medicalHistory: 'One previous term delivery',
  currentMedications: 'Folic acid',
});

it.each([
  'Had a scan at 7 weeks that showed a pregnancy inside the womb with a heartbeat. Crampy lower abdominal pain 5/10 and bleeding heavier than a period with clots. Not dizzy.',
  'Scan last week: pregnancy in the right place. Now cramping lower abdominal pain and bleeding with clots. No shoulder tip pain.',
])('"%s" is a miscarriage to work up, not an ectopic (ESI 3)', (symptoms) => {
  const result = analyzeCase(form(symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('ectopic-pregnancy');
  expect(result.esi).toBe(3);
});

it('near-miss: with no scan yet, cramps and bleeding at 9 weeks are a possible ectopic (ESI 2)', () => {
  const result = analyzeCase(
    form('Crampy lower abdominal pain 5/10 and bleeding with clots since this morning. No scan yet.'),
  );
  expect(result.redFlags.map((flag) => flag.id)).toContain('ectopic-pregnancy');
  expect(result.esi).toBe(2);
});
