import { analyzeCase, renderResultText, type CaseForm } from '../../src/domain/engine';

const abdominalPain = (patientAge: string, gender: 'male' | 'female'): CaseForm => ({
  patientAge,
  gender,
  chiefComplaint: 'Abdominal pain',
  symptoms: 'Lower abdominal pain for 6 hours, mild, no vomiting',
  vitals: 'BP 124/78, HR 84, RR 16, SpO2 99%, Temp 37.0',
});

const dysuria = (patientAge: string, gender: 'male' | 'female'): CaseForm => ({
  patientAge,
  gender,
  chiefComplaint: 'Burning urination',
  symptoms: 'Dysuria and frequency for 2 days, no fever, no flank pain',
  vitals: 'BP 118/74, HR 76, RR 14, SpO2 99%, Temp 36.9',
});

describe('advice for women of childbearing age', () => {
  it.each([
    ['a woman of 28', abdominalPain('28', 'female'), true],
    ['a woman of 70', abdominalPain('70', 'female'), false],
    ['a man of 28', abdominalPain('28', 'male'), false],
    ['a girl of 6', abdominalPain('6', 'female'), false],
  ])('abdominal pain in %s: pregnancy advice given = %s', (_who, form, given) => {
    const text = renderResultText(analyzeCase(form));
    expect(/childbearing|reproductive age/i.test(text)).toBe(given);
  });

  it('keeps the rest of a line when only its pregnancy clause does not apply', () => {
    const text = renderResultText(analyzeCase(dysuria('72', 'female')));
    expect(text).toContain('Urinalysis and urine culture');
    expect(text).not.toMatch(/pregnancy test/i);
    expect(renderResultText(analyzeCase(dysuria('30', 'female')))).toMatch(/pregnancy test/i);
  });
});

describe('a temperature of 40 C or more', () => {
  const hot = (symptoms: string): CaseForm => ({
    patientAge: '4',
    gender: 'male',
    chiefComplaint: 'Fever',
    symptoms,
    vitals: 'HR 160, RR 34, SpO2 95%, Temp 40.3 C',
  });

  it('is heat stroke, cooled by immersion, only with heat, exertion or a drug behind it', () => {
    const febrile = renderResultText(analyzeCase(hot('Fever for a day, lethargic')));
    expect(febrile).toContain('Temperature of 40 C or more');
    expect(febrile).not.toMatch(/immersion/i);
    const heat = renderResultText(analyzeCase(hot('Left in a hot car for an hour, lethargic')));
    expect(heat).toContain('Heat stroke or severe hyperthermia');
    expect(heat).toMatch(/cold-water immersion/i);
  });
});

describe('advice several red flags give in other words', () => {
  const cholangitis: CaseForm = {
    patientAge: '70',
    gender: 'female',
    chiefComplaint: 'Fever and jaundice',
    symptoms: 'Right upper quadrant pain, fever with rigors, yellow eyes',
    vitals: 'BP 96/58, HR 116, RR 22, SpO2 96%, Temp 39.2',
    medicalHistory: 'Gallstones',
  };
  const plan = analyzeCase(cholangitis);

  it('says an action once: the Sepsis Six line already holds blood cultures and IV antibiotics', () => {
    expect(plan.immediateActions.some((action) => action.startsWith('Sepsis Six'))).toBe(true);
    expect(plan.immediateActions).not.toContain('Blood cultures and IV antibiotics');
  });

  it('drops a test list whose every test is already named, and keeps one that adds a test', () => {
    expect(plan.workup).not.toContain('Lipase, liver function, full blood count, CRP');
    expect(plan.workup).toContain('Liver function, full blood count, lipase, lactate, blood cultures');
  });
});
