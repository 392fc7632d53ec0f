import type { CaseForm } from '../../../src/domain/engine/case-form';
import {
  caseForm,
  complaintIdsOf,
  isHighRisk,
  primaryComplaintId,
  resourcesOf,
} from './support/complaint-recognition';

describe('respiratory complaints are recognised from the ways they are written', () => {
  it.each<[string, string, Partial<CaseForm>?]>([
    ['SOB', 'shortness-of-breath'],
    ['shortness of breath', 'shortness-of-breath'],
    ['short of breath x2 days', 'shortness-of-breath'],
    ['difficulty breathing', 'shortness-of-breath'],
    ['breathlessness', 'shortness-of-breath'],
    ['COPD exacerbation', 'shortness-of-breath', { patientAge: '70' }],
    ['dyspnoea', 'shortness-of-breath'],
    ['respiratory arrest', 'respiratory-arrest'],
    ['not breathing', 'respiratory-arrest', { patientAge: '60' }],
    ['agonal breathing', 'respiratory-arrest'],
    ['cough', 'cough'],
    ['coughing x 5 days', 'cough'],
    ['productive cough', 'cough'],
    ['caugh', 'cough'],
    ['chesty cough', 'cough'],
    // "Hyperventilating" alone is also an anxiety term in the mental-health group, which is listed first.
    ['over-breathing', 'hyperventilation'],
    ['overbreathing and tingling fingers', 'hyperventilation'],
    ['breathing too fast with pins and needles', 'hyperventilation'],
    ['carpopedal spasm', 'hyperventilation'],
    ['haemoptysis', 'hemoptysis'],
    ['coughing up blood', 'hemoptysis'],
    ['blood in sputum', 'hemoptysis'],
    ['inhaled a peanut', 'airway-foreign-body', { patientAge: '3' }],
    ['choking on food', 'airway-foreign-body'],
    ['FB in airway', 'airway-foreign-body'],
    ['aspirated a coin', 'airway-foreign-body', { patientAge: '4' }],
    ['allergic reaction', 'allergic-reaction'],
    ['hives', 'allergic-reaction'],
    ['lip swelling', 'allergic-reaction'],
    ['reaction to penicillin', 'allergic-reaction'],
    ['anaphylaxis', 'allergic-reaction'],
    ['wheezing', 'wheezing-asthma'],
    ['asthma attack', 'wheezing-asthma'],
    ['asthma', 'wheezing-asthma'],
    ['wheezy', 'wheezing-asthma'],
    ['stridor', 'stridor'],
    ['inspiratory stridor', 'stridor'],
    ['stridulous breathing', 'stridor'],
    ['pneumonia', 'respiratory-infection'],
    ['chest infection', 'respiratory-infection'],
    ['?pneumonia', 'respiratory-infection'],
    ['LRTI', 'respiratory-infection'],
    ['flu', 'flu-like-illness'],
    ['flu-like symptoms', 'flu-like-illness'],
    ['COVID positive', 'flu-like-illness'],
    ['influenza', 'flu-like-illness'],
  ])('"%s" is %s', (chiefComplaint, id, overrides: Partial<CaseForm> = {}) => {
    expect(primaryComplaintId(caseForm(chiefComplaint, overrides))).toBe(id);
  });

  it('asthma mentioned as history in the narrative is not a presenting complaint', () => {
    const ids = complaintIdsOf(caseForm('ankle sprain', { symptoms: 'known asthmatic, twisted ankle' }));
    expect(ids).not.toContain('wheezing-asthma');
  });
});

describe('respiratory complaints predict the resources a typical ED uses', () => {
  it('an uncomplicated cough in a young adult needs nothing; with pneumonia signs, a chest X-ray', () => {
    expect(resourcesOf(caseForm('cough', { vitals: 'HR 80, RR 16, SpO2 99%, T 37.2' }), 'cough')).toEqual([]);
    expect(
      resourcesOf(caseForm('cough', { symptoms: 'crackles at the right base', vitals: 'T 38.4' }), 'cough'),
    ).toEqual(['labs', 'xray']);
  });

  it('breathlessness in a young adult with normal oxygen and no PE features needs a chest X-ray first', () => {
    expect(resourcesOf(caseForm('SOB', { vitals: 'HR 84, SpO2 99%' }), 'shortness-of-breath')).toEqual([
      'xray',
    ]);
    expect(resourcesOf(caseForm('SOB', { patientAge: '68' }), 'shortness-of-breath')).toEqual([
      'ecg',
      'labs',
      'xray',
    ]);
  });

  it('an asthma attack needs nebulised treatment', () => {
    expect(resourcesOf(caseForm('asthma attack'), 'wheezing-asthma')).toEqual(['parenteralMedication']);
  });

  it('a skin-only allergic reaction needs no resource; lip swelling needs parenteral treatment', () => {
    expect(
      resourcesOf(
        caseForm('allergic reaction', { symptoms: 'itchy hives on arms only' }),
        'allergic-reaction',
      ),
    ).toEqual([]);
    expect(
      resourcesOf(caseForm('allergic reaction', { symptoms: 'lips swelling' }), 'allergic-reaction'),
    ).toEqual(['parenteralMedication']);
  });

  it('flu in a healthy young adult needs nothing; at 75 it needs bloods and a chest X-ray', () => {
    expect(resourcesOf(caseForm('flu-like symptoms'), 'flu-like-illness')).toEqual([]);
    expect(resourcesOf(caseForm('flu', { patientAge: '75' }), 'flu-like-illness')).toEqual(['labs', 'xray']);
  });

  it('hyperventilation in a young adult needs nothing', () => {
    expect(resourcesOf(caseForm('over-breathing', { vitals: 'SpO2 100%' }), 'hyperventilation')).toEqual([]);
  });

  it('a few streaks of blood with a chest cold in a young adult need a chest X-ray only', () => {
    expect(
      resourcesOf(
        caseForm('haemoptysis', { symptoms: 'streaks of blood in sputum with a cough for 4 days' }),
        'hemoptysis',
      ),
    ).toEqual(['xray']);
  });

  it('suspected whooping cough in a 2-month-old is high risk', () => {
    expect(
      isHighRisk(
        caseForm('cough', {
          patientAge: '2 months',
          symptoms: 'coughing fits, whoop, vomits after coughing',
        }),
        'cough',
      ),
    ).toBe(true);
  });
});
