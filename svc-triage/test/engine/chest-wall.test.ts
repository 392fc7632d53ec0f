import { analyzeCase } from '../../src/domain/engine';

const chest = (patientAge: string, symptoms: string, vitals = 'BP 130/80 HR 80 RR 16 SpO2 98% T 36.7') =>
  analyzeCase({ patientAge, gender: 'male', chiefComplaint: 'chest pain', symptoms, vitals });
const flagIds = (result: ReturnType<typeof analyzeCase>) => result.redFlags.map((flag) => flag.id);

describe('chest pain that an injury explains is chest wall trauma, not an acute coronary syndrome', () => {
  it.each([
    ['51', 'Fell off a stepladder onto his side, pain over the left lower ribs on breathing.'],
    ['62', 'Tackled at football, bruised and tender over the sternum.'],
  ])('age %s: %s → chest X-ray only, ESI 4', (age, symptoms) => {
    const result = chest(age, symptoms);
    expect(flagIds(result)).not.toContain('acute-coronary-syndrome');
    expect(result.scores.esi.resources).toEqual(['xray']);
    expect(result.esi).toBe(4);
  });

  it.each([
    ['58', 'Felt dizzy and collapsed, hit his ribs on the table, now central chest pain.'],
    ['60', 'Fell on the stairs, then crushing central chest pain radiating to the left arm, sweaty.'],
  ])('near-miss age %s: %s keeps the ACS work-up', (age, symptoms) => {
    const result = chest(age, symptoms);
    expect(result.scores.esi.resources).toContain('ecg');
    expect(result.esi).toBeLessThanOrEqual(3);
  });
});

describe('reproducible musculoskeletal chest wall pain in a young adult needs an ECG only', () => {
  it('sharp pain since bench-pressing, worse moving the arm and pressing on the chest wall', () => {
    const result = chest(
      '24',
      'Sharp left chest pain since bench-pressing yesterday, worse moving the arm and pressing on the chest wall.',
    );
    expect(result.scores.esi.resources).toEqual(['ecg']);
    expect(result.esi).toBe(4);
  });

  it('near-miss: a young adult with pressure and sweating keeps the full work-up', () => {
    const result = chest('33', 'Central chest pressure for an hour, sweaty, smoker, father had an MI at 45.');
    expect(result.scores.esi.resources).toContain('labs');
  });
});

describe('pleuritic chest pain with a productive cough and fever is a chest infection, not an ACS picture', () => {
  it('46-year-old smoker, green sputum, fever, right-sided pain when coughing', () => {
    const result = analyzeCase({
      patientAge: '46',
      gender: 'male',
      chiefComplaint: 'Cough, fever',
      symptoms: 'Productive cough with green sputum x4 days, fevers, R-sided chest pain when coughing.',
      vitals: 'T 38.6 C, HR 98, RR 20, BP 128/80, SpO2 95% on air',
      medicalHistory: 'Smoker',
    });
    expect(flagIds(result)).not.toContain('acute-coronary-syndrome');
    expect(result.esi).toBe(3);
  });

  it('near-miss: with pain radiating to the left arm and sweating it stays an ACS picture', () => {
    const result = analyzeCase({
      patientAge: '56',
      gender: 'male',
      chiefComplaint: 'chest pain',
      symptoms:
        'Productive cough and fever for days, now central chest pain radiating to the left arm, sweaty.',
      vitals: 'T 38.2, HR 96, BP 140/86',
    });
    expect(flagIds(result)).toContain('acute-coronary-syndrome');
  });
});

describe('the lowest ribs and the side', () => {
  it('sore bottom ribs on the left with soreness at the top of the tummy: blood tests and a CT for the spleen (ESI 3)', () => {
    const result = analyzeCase({
      patientAge: '52',
      gender: 'male',
      chiefComplaint: 'Fell off his mountain bike onto a rock, left ribs sore',
      symptoms:
        'Toppled sideways onto a rock, left side. The ribs at the bottom on the left are really sore when he takes a deep breath, about a six. A bit sore at the top of his tummy on the left as well. Not short of breath.',
      vitals: 'BP 136/84, pulse 86, SpO2 97%',
    });
    expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['xray', 'labs', 'advancedImaging']));
    expect(result.esi).toBe(3);
  });

  it('a cow kicked him in the right side and it hurts to breathe in: a chest wall injury, at 74 scanned (ESI 3)', () => {
    const result = analyzeCase({
      patientAge: '74',
      gender: 'male',
      chiefComplaint: 'Daughter calling: dad was kicked by a cow into the gate',
      symptoms:
        "One kicked him in the right side and pinned him against the gate. Now it hurts when he breathes in deep or coughs, about a five. He's not short of breath.",
      vitals: 'BP 156/90, HR 84, RR 18, SpO2 96% on air',
    });
    expect(result.presentations?.map((presentation) => presentation.id)).toContain('chest-trauma');
    expect(result.esi).toBe(3);
  });
});
