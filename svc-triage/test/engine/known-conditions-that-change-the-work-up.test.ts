import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Two known conditions that turn a mild complaint into a work-up: a headache with a ventricular shunt is a
 * blocked shunt until a CT, a shunt series and the neurosurgeons say not (ESI 3 at least); a cough with more
 * sputum and a fever in cystic fibrosis is an exacerbation for cultures, an X-ray and IV antibiotics (ESI 3).
 */
describe('known conditions that change the work-up', () => {
  it('a mild headache with a VP shunt: CT, shunt series and neurosurgery, ESI 3', () => {
    const item = {
      ...caseFormMaker({ patientAge: '8', gender: 'female' })(
        'Headache, has a shunt',
        'Mild headache for a day, 3/10, no vomiting, eating, playing, fully alert. Mother wants the shunt checked.',
        'HR 92 BP 104/64 RR 20 SpO2 99% T 36.8 GCS 15',
      ),
      medicalHistory: 'Hydrocephalus, VP shunt',
    };
    expect(resourcesOf(item)).toEqual(
      expect.arrayContaining(['advancedImaging', 'xray', 'specialtyConsultation']),
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a mild headache without a shunt needs none of that', () => {
    const item = caseFormMaker({ patientAge: '8', gender: 'female' })(
      'Headache',
      'Mild headache for a day, 3/10, playing, fully alert.',
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
  });

  it('cystic fibrosis with more cough and sputum and a temperature: an exacerbation, ESI 3', () => {
    const item = {
      ...caseFormMaker({ patientAge: '10', gender: 'male' })(
        'Cystic fibrosis - chest',
        'More cough + sputum 1 wk, off food, temp.',
        'T 38.0 HR 98 RR 20 SpO2 95%',
      ),
      medicalHistory: 'Cystic fibrosis',
    };
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'xray', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('a dialysis shunt is not a brain shunt', () => {
  it('a mild headache in a patient with a dialysis shunt in the arm is not a shunt malfunction', () => {
    const item = {
      ...caseFormMaker({ patientAge: '60', gender: 'male' })(
        'Headache',
        'Mild headache since dialysis this morning, alert.',
      ),
      medicalHistory: 'ESRF on haemodialysis via left arm AV shunt',
    };
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
  });
});
