import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A dialysis fistula or graft that has lost its thrill has clotted: the patient's only way to dialyse.
 * The ED checks the potassium, images the access and calls the vascular or renal team to restore it
 * before the next session (KDOQI 2019 Vascular Access): ESI 3. A needle-site ooze stopped by pressure,
 * the fistula still buzzing, needs an examination and a dressing (ESI 5).
 */
const person = caseFormMaker({ patientAge: '58', gender: 'male' });

describe('a clotted fistula', () => {
  it.each([
    [
      'AV fistula not working',
      'On haemodialysis three times a week, last session yesterday. No thrill this morning, arm otherwise fine.',
    ],
    [
      'arm problem',
      'Dialysis patient, his left arm fistula has no buzz since he woke, a bit firm along the vein. Feels well.',
    ],
    ['fistula stopped buzzing', 'HD Mon/Wed/Fri. Noticed at lunchtime, cannot feel the thrill at all.'],
  ])(
    '"%s: %s" is a dialysis access problem with bloods, imaging and the access team (ESI 3)',
    (complaint, symptoms) => {
      const item = person(complaint, symptoms, 'BP 146/84 HR 80 RR 16 SpO2 97% T 36.7');
      expect(presentationIds(item)).toContain('dialysis-access-problem');
      expect(presentationIds(item)).not.toContain('sensory-loss');
      expect(resourcesOf(item)).toEqual(
        expect.arrayContaining(['labs', 'advancedImaging', 'specialtyConsultation']),
      );
      expect(analyzeCase(item).esi).toBe(3);
    },
  );
});

it('a needle-site ooze stopped with pressure, thrill present, well: ESI 5', () => {
  const item = person(
    'fistula site bleeding, stopped now',
    'Haemodialysis this afternoon, small ooze from the needle site at home, stopped after 10 minutes of firm pressure. Thrill present, feels well.',
    'BP 150/82 HR 74',
  );
  expect(presentationIds(item)).toContain('dialysis-access-problem');
  expect(analyzeCase(item).esi).toBe(5);
});

it('a puncture still oozing from a working fistula after dialysis with heparin: a dressing or a stitch (ESI 4)', () => {
  const item = {
    ...person(
      'bleeding from fistula site',
      'Dialysed this morning, one needle site on the forearm fistula keeps oozing when he lets go of the pressure. Good thrill, not dizzy.',
      'HR 78 BP 150/84 RR 14 SpO2 98%',
    ),
    currentMedications: 'aspirin 75 mg, insulin (heparin during dialysis)',
  };
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).redFlags.map((flag) => flag.id)).not.toContain('bleeding-on-anticoagulation');
  expect(analyzeCase(item).esi).toBe(4);
});

describe('heparin', () => {
  it.each([['enoxaparin 40 mg daily'], ['heparin infusion'], ['heparin injections twice a day']])(
    '"%s" is still an anticoagulant',
    (medications) => {
      expect(
        factsOf({
          ...person('bleeding gums', 'Gums bleeding since this morning.'),
          currentMedications: medications,
        }).medications,
      ).toContain('anticoagulant');
    },
  );
});

describe('near-misses', () => {
  it('an anal fistula is not a dialysis access problem', () => {
    expect(
      presentationIds(
        person(
          'perianal fistula discharging',
          'Known Crohn’s, the perianal fistula is discharging more, sore to sit.',
        ),
      ),
    ).not.toContain('dialysis-access-problem');
  });

  it('no carotid bruit in an examination is not a lost fistula', () => {
    expect(
      presentationIds(
        person(
          'dizzy spell',
          'Brief dizziness standing up, no carotid bruit, has an AV fistula in the left arm for dialysis.',
        ),
      ),
    ).not.toContain('dialysis-access-problem');
  });
});
