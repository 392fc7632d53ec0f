import {
  findIdentifiers,
  findIdentifiersInField,
  generaliseAges,
  holdsTextBack,
  isValidAadhaarNumber,
  isValidNhsNumber,
  redactIdentifiers,
} from '../../src/privacy';

const found = (text: string) => findIdentifiers(text).map(({ kind, text: value }) => `${kind}:${value}`);
const redact = (text: string) => redactIdentifiers(text, findIdentifiers(text));

describe('findIdentifiers', () => {
  it('finds names in context with their offsets', () => {
    const text = "Seen Mr Smith, then Mrs. O'Neil; patient John Doe. Name: Ann Lee. pt. Jane reports pain";
    const findings = findIdentifiers(text);
    expect(findings.map((finding) => text.slice(finding.start, finding.end))).toEqual([
      'Mr Smith',
      "Mrs. O'Neil",
      'John Doe',
      'Name: Ann Lee',
      'Jane',
    ]);
    expect(new Set(findings.map((finding) => finding.kind))).toEqual(new Set(['name']));
  });

  it('leaves clinical eponyms and words that look like names', () => {
    for (const clean of [
      "Known Parkinson's disease, Addison's on hydrocortisone, Cushing's triad",
      "Bell's palsy, Murphy's sign positive, Kernig and Brudzinski negative",
      'Glasgow coma scale 13, Wells score 4, Centor 3, Ottawa ankle rules positive',
      "Homan's sign, Battle's sign, Cullen and Grey Turner signs absent, Kussmaul breathing",
      'Cheyne-Stokes breathing, Trendelenburg gait, Down syndrome, Crohn disease, Graves disease',
      "Hashimoto's thyroiditis, Guillain-Barré syndrome, Stevens-Johnson syndrome",
      "patient Parkinson's worse, Patient Reports melaena, pt Denies chest pain",
    ])
      expect(found(clean)).toEqual([]);
  });

  it('leaves vital signs, doses, times, durations, lab values and ESI levels', () => {
    for (const clean of [
      'BP 120/80, HR 88, RR 16, SpO2 98%, Temp 37.2 C, GCS 15/15',
      'Paracetamol 1 g QDS, amoxicillin 500 mg TDS, insulin 0.1 units/kg/h, 1000 mL over 8 hours',
      'Pain began at 14:30, vomiting since 9 pm, symptoms for 48 hours, 3 days ago',
      'Na 135, K 4.2, Hb 98 g/L, WCC 12.3 x10^9/L, platelets 250, troponin 1200 ng/L, INR 1.2',
      'ESI 2, ESI level 3, NEWS2 7, qSOFA 2, peak flow 180 L/min, March 2024, in 2019',
      'Weight 72 kg, height 1.68 m, BMI 25.5, 30 pack-years, 20 mg/kg, 12 months, age 45, aged 89',
    ])
      expect(found(clean)).toEqual([]);
  });

  it('finds record and identity numbers, by label and by check digit', () => {
    expect(found('MRN: 4827731 fever')).toEqual(['mrn:MRN: 4827731']);
    expect(found('Hospital no. H7762190 fall')).toEqual(['mrn:Hospital no. H7762190']);
    expect(found('ID: AB-77291 45F abdominal pain')).toEqual(['id:ID: AB-77291']);
    expect(found('number 943 476 5919 on the letter')).toEqual(['id:943 476 5919']);
    expect(found('number 143 476 5911 on the letter')).toEqual(['id:143 476 5911']);
    expect(found('number 143 476 5912 on the letter')).toEqual([]);
    expect(found('SSN 078-05-1120')).toEqual(['id:SSN 078-05-1120']);
    expect(found('card 2589 7595 5848')).toEqual(['id:2589 7595 5848']);
    expect(found('card 2589 7595 5847')).toEqual([]);
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('9434765910')).toBe(false);
    expect(isValidAadhaarNumber('258975955848')).toBe(true);
    expect(isValidAadhaarNumber('158975955848')).toBe(false);
  });

  it('finds phone numbers in international and local forms', () => {
    for (const phone of [
      '+44 7700 900456',
      '+91 98765 43210',
      '+1 (415) 555-0132',
      '(415) 555-0132',
      '415-555-0132',
      '07700 900123',
      '020 7946 0958',
      '98765 43210',
    ])
      expect(found(`call ${phone} today`)).toEqual([`phone:${phone}`]);
    expect(found('Tel: 496 0734')).toEqual(['phone:496 0734']);
  });

  it('finds e-mails, street addresses and postcodes', () => {
    expect(found('mail jane.doe84@example.com now')).toEqual(['email:jane.doe84@example.com']);
    expect(found('Lives at 14 Elm Grove, Leeds LS6 2AB.')).toEqual([
      'address:14 Elm Grove',
      'postcode:LS6 2AB',
    ]);
    expect(found('1600 Oak Avenue, Springfield, IL 62704-1234')).toEqual([
      'address:1600 Oak Avenue',
      'postcode:62704-1234',
    ]);
    expect(found('45 MG Road, Bengaluru 560001')).toEqual(['address:45 MG Road', 'postcode:560001']);
    expect(found('platelets 150000, Bengaluru 560001')).toEqual([]);
  });

  it('finds dates of birth and exact dates, and ages over 89', () => {
    expect(found('DOB 12/03/1958, chest pain')).toEqual(['dob:DOB 12/03/1958']);
    expect(found('admitted 3 March 2023 and 2024-05-13')).toEqual(['date:3 March 2023', 'date:2024-05-13']);
    expect(found('94-year-old, aged 91, 95M, she is 90')).toEqual(['age:94', 'age:91', 'age:95', 'age:90']);
    expect(findIdentifiersInField('95', 'age').map((finding) => finding.text)).toEqual(['95']);
    expect(findIdentifiersInField('89', 'age')).toEqual([]);
  });
});

describe('ages over 89', () => {
  it('hold nothing back but are generalised to 90+, in the age field and in the text', () => {
    const [age, name] = findIdentifiers('Mr Smith, 94-year-old').sort((a, b) => b.start - a.start);
    expect([holdsTextBack(age!), holdsTextBack(name!)]).toEqual([false, true]);
    expect(generaliseAges('Mr Smith, 94-year-old, aged 91, HR 96')).toBe(
      'Mr Smith, 90+-year-old, aged 90+, HR 96',
    );
    expect(generaliseAges('95 years', 'age')).toBe('90+ years');
    expect(generaliseAges('89', 'age')).toBe('89');
    expect(generaliseAges('92', 'text')).toBe('92');
  });
});

describe('redactIdentifiers', () => {
  it('replaces each finding by its tag and an age over 89 by 90+', () => {
    expect(redact('Mr Smith, MRN 4827731, 94-year-old, call 07700 900123, DOB 1/2/1930')).toBe(
      '[NAME], [MRN], 90+-year-old, call [PHONE], [DOB]',
    );
    expect(redact('Lives at 14 Elm Grove, Leeds LS6 2AB; jo@example.com; seen 3 March 2023')).toBe(
      'Lives at [ADDRESS], Leeds [POSTCODE]; [EMAIL]; seen [DATE]',
    );
    expect(redact('NHS 943 476 5919')).toBe('[ID]');
  });

  it('finds nothing more in a redacted text', () => {
    const text = 'Mrs. Lakshmi Iyer MRN: TN-559201, +91 98765 43210, 27 Gandhi Nagar, PIN 600020';
    expect(findIdentifiers(redact(text))).toEqual([]);
  });
});

describe('on long hostile input', () => {
  it('stays linear: 200,000 characters of near-matches take well under a second', () => {
    const hostile = [
      'a.'.repeat(20_000) + '@',
      '1 '.repeat(20_000),
      'Mr Aaaa '.repeat(5_000),
      '12/'.repeat(10_000),
      '+1 ('.repeat(10_000),
      'Flat 1, '.repeat(5_000),
      'MRN '.repeat(10_000),
    ].join('');
    const started = performance.now();
    findIdentifiers(hostile);
    const elapsed = performance.now() - started;
    expect(hostile.length).toBeGreaterThan(200_000);
    expect(elapsed).toBeLessThan(1_500);
  });
});
