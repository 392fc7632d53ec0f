import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A child over three months with a urinary infection and a fever who is drinking, not vomiting and
 * playing is treated with oral antibiotics after a urine culture (NICE NG224, CG54): one resource, ESI 4.
 * Vomiting, not drinking, a heart rate above the age band or an infant under three months is treated
 * intravenously and worked up.
 */
const form = caseFormMaker({ patientAge: '6', gender: 'female' });

it.each([
  [
    'Stinging when passing urine, temp',
    '2/7 dysuria, frequency. Fever 38.2 today. No vomiting, no loin pain, drinking well, playful. Dipstick here: leucs +++, nitrites +. Clean-catch sample to lab for MC&S.',
    'HR 112, RR 22, SpO2 99% RA, T 38.2C',
  ],
  [
    'Fever + stinging wee',
    'Mum reports fever 38.5 since last night, stinging on passing urine. Drinking well, playful in triage. No vomiting. Urine dip leuc +++, nitrite +.',
    'T 38.4, HR 118, RR 22, SpO2 99%',
  ],
])(
  '"%s": a well child over three months is a urine culture and oral antibiotics (ESI 4)',
  (chiefComplaint, symptoms, vitals) => {
    const item = form(chiefComplaint, symptoms, vitals);
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(flagIds(item)).not.toContain('pyelonephritis');
    expect(analyzeCase(item).esi).toBe(4);
  },
);

it('near-miss: vomiting with the febrile urine infection is treated intravenously', () => {
  const item = form(
    'Fever and vomiting',
    'Stinging wee and fever 39 since yesterday, vomited 4 times today, not keeping fluids down.',
    'T 39.0, HR 130, RR 24',
  );
  expect(resourcesOf(item)).toContain('parenteralMedication');
});

it('near-miss: an infant under three months with a febrile urine infection is worked up and treated intravenously', () => {
  const item = form(
    'fever',
    'Smelly urine and fever 38.3, feeding a little less.',
    'T 38.3, HR 160',
    '8 weeks',
  );
  expect(resourcesOf(item)).toContain('parenteralMedication');
});

it('near-miss: an adult with a febrile urine infection keeps the bloods and IV antibiotics', () => {
  const item = form(
    'dysuria and fever',
    'Burning when passing urine 3 days, fever and rigors today.',
    'T 38.6, HR 98',
    '45',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
});
