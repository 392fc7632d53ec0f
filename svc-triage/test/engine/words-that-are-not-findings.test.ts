import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Words that name a finding without the patient having it:
 * - "fits" the verb ("the story fits the injury") is not seizures;
 * - a knuckle or a cheekbone that "looks depressed" is a fracture's shape, not a mood;
 * - "HIV status unknown" or a negative test is not immunocompromise;
 * - chest pain investigated at an earlier visit (troponins, an angiogram, a discharge diagnosis) with none
 *   since is the reason for a follow-up, not chest pain now; pain that has only settled is still chest pain;
 * - a bite days or years ago with nothing systemic since is past the window envenomation shows in (WHO
 *   2016: observe 24 hours); and "2 yrs ago" is a time, never an age ("2 years old ago");
 * - fingers that move or are pink are a neurovascular check, not a burn on the fingers.
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'male' });

describe('"fits" the verb', () => {
  it('"the mother’s account fits the injury" is not a seizure', () => {
    const item = adult(
      'Burn to forearm',
      'Small blister on the forearm from a hot pan, the mother’s account fits the injury and his age.',
      '',
      '3',
    );
    expect(presentationIds(item)).not.toContain('seizure');
    expect(flagIds(item)).not.toContain('seizure');
  });

  it('near-miss: "had two fits this morning" is seizures', () => {
    expect(presentationIds(adult('Fits', 'Had two fits this morning, now drowsy.', '', '6'))).toContain(
      'seizure',
    );
  });
});

describe('"depressed" said of a part', () => {
  it('"knuckle looks depressed" after punching a wall is a fracture’s sign, not depression', () => {
    const item = adult('Hand injury', 'Punched a wall, swollen 5th knuckle, the knuckle looks depressed.');
    expect(presentationIds(item)).not.toContain('depression-suicidal');
    expect(resourcesOf(item)).toEqual(['xray']);
  });

  it('near-miss: "feeling depressed for weeks" is the mood', () => {
    expect(presentationIds(adult('Low mood', 'Feeling depressed for weeks, not sleeping.'))).toContain(
      'depression-suicidal',
    );
  });
});

describe('HIV named without the infection', () => {
  const feverWith = (history: string) => ({
    ...adult('Cough and fever', 'Cough for a week with evening fevers.', 'T 37.9, HR 92, RR 18, SpO2 97%'),
    medicalHistory: history,
  });
  const vulnerableFever = (history: string) =>
    analyzeCase(feverWith(history)).reasons.some((reason) => /Fever in a vulnerable patient/.test(reason));

  it('"HIV status unknown", "HIV negative" and a test not yet resulted do not make a fever high risk', () => {
    expect(vulnerableFever('HIV status unknown, last test 3 years ago')).toBe(false);
    expect(vulnerableFever('HIV-negative 2024')).toBe(false);
    expect(vulnerableFever('HIV test sent')).toBe(false);
  });

  it('near-miss: HIV on treatment, or a positive test, does', () => {
    expect(vulnerableFever('HIV on ART, CD4 180')).toBe(true);
    expect(vulnerableFever('HIV test positive last month')).toBe(true);
  });
});

describe('chest pain that was an earlier episode', () => {
  it('investigated two weeks ago with no pain since: a fit note is paperwork (ESI 5)', () => {
    const item = adult(
      'Sick note',
      'Admitted two weeks ago with chest pain, serial troponins negative, angiogram normal, discharged with costochondritis. No chest pain since. Needs a sick note for work.',
      '',
      '55',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
    expect(presentationIds(item)).not.toContain('chest-pain');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: chest pain this morning that has settled, never investigated, is still an ACS (ESI 2)', () => {
    const item = adult(
      'Chest pain this morning',
      'Central chest pain for 20 minutes this morning with sweating, pain-free since then.',
      'HR 80, BP 140/85, SpO2 98%',
      '61',
    );
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('a bite long ago', () => {
  it('a viper bite "2 yrs ago", fully recovered, at a wound check is no envenomation', () => {
    const item = adult(
      'Wound check',
      'Wound check of a shin laceration. Mentions he had a viper bite 2 yrs ago, treated with ASV, fully recovered.',
    );
    expect(flagIds(item)).not.toContain('envenomation');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a spider bite 2 days ago with a local itch only is past the window', () => {
    const item = adult(
      'Spider bite',
      'Bitten by a redback on the ankle 2 days ago. Small itchy red spot, no sweating, no spreading pain, no vomiting.',
    );
    expect(flagIds(item)).not.toContain('envenomation');
  });

  it('near-miss: the same bite with sweating and spreading pain now is envenomation', () => {
    const item = adult(
      'Spider bite',
      'Bitten by a redback on the ankle 2 days ago, now sweating and pain spreading up the leg.',
    );
    expect(flagIds(item)).toContain('envenomation');
  });

  it('near-miss: a snake bite an hour ago is envenomation until watched', () => {
    expect(flagIds(adult('Snake bite', 'Snake bite on the foot an hour ago, some swelling.'))).toContain(
      'envenomation',
    );
  });

  it('"2 yrs ago" is a time, "45 yrs" an age', () => {
    const facts = readCaseFacts({
      patientAge: '',
      gender: 'male',
      chiefComplaint: 'Wound check',
      symptoms: '45 yrs male. Viper bite 2 yrs ago. DM x 8 yrs.',
      vitals: '',
      medicalHistory: '',
      currentMedications: '',
    });
    expect(facts.presenting.normalized).toContain('2 years ago');
    expect(facts.presenting.normalized).toContain('x 8 years');
    expect(facts.age?.years).toBe(45);
  });
});

describe('fingers checked, not burnt', () => {
  it('a small forearm blister in a child "moving all fingers" needs a dressing only (ESI 5)', () => {
    const item = adult(
      'Burn on forearm',
      'Brushed his forearm on a hot stove 1 hour ago, single 2 cm blister on the forearm, moving all fingers, playing.',
      '',
      '3',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a blister on two fingers is a special area: burns advice (ESI 4)', () => {
    const item = adult('Burn', 'Blisters on two fingers from a hot pan 1 hour ago.', '', '3');
    expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
  });
});
