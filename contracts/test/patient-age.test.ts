import {
  caseFormLimits,
  caseFormRequestSchema,
  generaliseAges,
  oldestPatientAgeYears,
  patientAgeMessages,
  readPatientAge,
} from '../src';

const yearDays = 365.25;
const monthDays = 30.4375;

/** What clinicians write, with the age it means in days. */
const acceptedAges: ReadonlyArray<readonly [string, number]> = [
  ['58', 58 * yearDays],
  ['58 y', 58 * yearDays],
  ['58y', 58 * yearDays],
  ['58 yo', 58 * yearDays],
  ['58yo', 58 * yearDays],
  ['58 y/o', 58 * yearDays],
  ['58 y.o.', 58 * yearDays],
  ['58 yrs', 58 * yearDays],
  ['58 years', 58 * yearDays],
  ['58 Years Old', 58 * yearDays],
  ['58-year-old', 58 * yearDays],
  ['  58  ', 58 * yearDays],
  ['0.5', 0.5 * yearDays],
  ['2.5 years', 2.5 * yearDays],
  ['3 mo', 3 * monthDays],
  ['6 months', 6 * monthDays],
  ['6-month-old', 6 * monthDays],
  ['18m', 18 * monthDays],
  ['10mo', 10 * monthDays],
  ['2 wk', 14],
  ['3 weeks old', 21],
  ['10 days', 10],
  ['1 day', 1],
  ['36 h', 1.5],
  ['3/12', 3 * monthDays],
  ['6/12', 6 * monthDays],
  ['3/52', 21],
  ['5/7', 5],
  ['newborn', 1],
  ['Neonate', 1],
  ['2y 3m', 2 * yearDays + 3 * monthDays],
  ['2 years 3 months', 2 * yearDays + 3 * monthDays],
  ['2 years and 3 months', 2 * yearDays + 3 * monthDays],
  ['1 year, 2 months, 3 weeks and 4 days old', yearDays + 2 * monthDays + 25],
  ['90+', 90 * yearDays],
  ['90+ years', 90 * yearDays],
  ['90+-year-old', 90 * yearDays],
  ['95', 95 * yearDays],
  ['95-year-old', 95 * yearDays],
  ['95 y/o', 95 * yearDays],
  ['95 years 2 months', 95 * yearDays + 2 * monthDays],
  ['1100 months', 1100 * monthDays],
  ['120 years', 120 * yearDays],
];

/** What no clinician means as an age, with the message the field shows. */
const refusedAges: ReadonlyArray<readonly [string, string]> = [
  ['-1', patientAgeMessages.unreadable],
  ['999', patientAgeMessages.tooOld],
  ['121', patientAgeMessages.tooOld],
  ['120 years 1 day', patientAgeMessages.tooOld],
  ['abc', patientAgeMessages.unreadable],
  ['58\u0000', patientAgeMessages.unreadable],
  ['0', patientAgeMessages.zero],
  ['0 days', patientAgeMessages.zero],
  ['0 months', patientAgeMessages.zero],
  ['2 3', patientAgeMessages.unreadable],
  ['1,5', patientAgeMessages.unreadable],
  ['3y2m', patientAgeMessages.unreadable],
  ['3 months 2 years', patientAgeMessages.unreadable],
  ['2 years 2 years', patientAgeMessages.unreadable],
  ['58 F', patientAgeMessages.unreadable],
  ['30m', patientAgeMessages.monthsOrMale('30')],
  ['85+', patientAgeMessages.unreadable],
  ['90+ months', patientAgeMessages.unreadable],
  ['58 years,', patientAgeMessages.unreadable],
  ['fifty', patientAgeMessages.unreadable],
  ['.5', patientAgeMessages.unreadable],
  ['58 yeers', patientAgeMessages.unreadable],
  ['<1', patientAgeMessages.unreadable],
  ['1e2', patientAgeMessages.unreadable],
];

const caseForm = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes, sweating',
  vitals: 'BP 150/95, HR 110, SpO2 95%',
};

const patientAgeIssue = (patientAge: unknown) =>
  caseFormRequestSchema
    .safeParse({ ...caseForm, patientAge })
    .error?.issues.filter((issue) => issue.path[0] === 'patientAge')
    .map((issue) => issue.message);

describe('the patient age, as clinicians write it', () => {
  it.each(acceptedAges)('when the age is %j, then it is read as its age in days', (text, days) => {
    const reading = readPatientAge(text);
    expect(reading).toEqual({ ok: true, days: expect.any(Number), years: expect.any(Number) });
    if (reading.ok) expect(reading.days).toBeCloseTo(days, 6);
    expect(patientAgeIssue(text)).toBeUndefined();
  });

  it.each(refusedAges)(
    'when the age is %j, then it is refused with a message on the field',
    (text, message) => {
      expect(readPatientAge(text)).toEqual({ ok: false, message });
      expect(patientAgeIssue(text)).toEqual([message]);
    },
  );

  it("when the age is missing, then the field says the spec's 'Patient age is required', and nothing else", () => {
    for (const missing of ['', '   ', undefined])
      expect(patientAgeIssue(missing)).toEqual(['Patient age is required']);
  });

  it('when the age is sent as a number, then it is read like the same text; -1 and 999 are refused', () => {
    expect(patientAgeIssue(58)).toBeUndefined();
    expect(patientAgeIssue(-1)).toEqual([patientAgeMessages.unreadable]);
    expect(patientAgeIssue(999)).toEqual([patientAgeMessages.tooOld]);
  });

  it('when the age is longer than its limit, then only the length is said', () => {
    expect(patientAgeIssue('1'.repeat(caseFormLimits.patientAge + 1))).toEqual([
      `Please keep this under ${caseFormLimits.patientAge} characters`,
    ]);
  });

  it('when an accepted age is over 89, then the identifier guard writes it 90+, which is accepted and read as 90 years', () => {
    const veryOld = acceptedAges.filter(([, days]) => days >= 90 * yearDays);
    expect(veryOld.length).toBeGreaterThanOrEqual(5);
    for (const [text] of veryOld) {
      const generalised = generaliseAges(text, 'age');
      expect(generalised).toMatch(/^90\+/);
      expect(readPatientAge(generalised)).toMatchObject({ ok: true, years: 90 });
    }
    for (const [text] of acceptedAges.filter(([, days]) => days < 90 * yearDays))
      expect([text, generaliseAges(text, 'age')]).toEqual([text, text]);
    expect(oldestPatientAgeYears).toBe(120);
  });
});
