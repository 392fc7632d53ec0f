import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds, presentationIds } from './support/case-forms';

/**
 * A ventricular shunt with vomiting, new drowsiness or irritability, or a headache of raised pressure is a
 * blocked or infected shunt until a scan and the neurosurgeons say otherwise (NICE NG232; BSPN shunt
 * guidance): high risk, ESI 2, however well the child otherwise looks. A mild headache alone in an alert
 * child is scanned without the high risk (ESI 3). A dialysis shunt is not one; a shunt patient with a
 * sprain is a sprain. "Ex-28/40" is a child born at 28 weeks, not a pregnancy.
 */
const child = caseFormMaker({ patientAge: '6', gender: 'male' });
const adult = caseFormMaker({ patientAge: '31', gender: 'female' });
const calm = 'HR 96, RR 20, SpO2 99%, T 36.8';

describe('a brain shunt that may be blocked', () => {
  it.each([
    [
      'a child with a VP shunt vomiting with a headache, alert',
      child(
        'Vomiting and headache',
        'Has a VP shunt for hydrocephalus. Vomited twice since breakfast and complaining his head hurts. Alert, chatting.',
        calm,
      ),
    ],
    [
      'a toddler whose shunt is in the history, sleepier and irritable',
      {
        ...child(
          'Not herself, sleepier than usual',
          'Mum says she is sleepier than usual and irritable today, off her food. No fever.',
          'HR 120, RR 28, SpO2 98%, T 37.0',
        ),
        patientAge: '2',
        gender: 'female',
        medicalHistory: 'Ex-prem, hydrocephalus with a ventriculoperitoneal shunt',
      },
    ],
    [
      'an adult with a shunt and a headache worse lying down',
      {
        ...adult(
          'Headache',
          'Three days of headache, worse lying down and on waking. Feels sick.',
          'BP 128/80, HR 78',
        ),
        medicalHistory: 'Idiopathic intracranial hypertension, VP shunt 2021',
      },
    ],
  ])('%s: a possible shunt malfunction, ESI 2', (_who, item) => {
    expect(flagIds(item)).toContain('shunt-malfunction');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('near-miss: the vomiting of a dialysis patient with an arteriovenous shunt is not a brain shunt', () => {
    const item = {
      ...adult(
        'Vomiting',
        'Vomited three times since last night, keeping water down. Dialysis via left arm shunt.',
        calm,
      ),
      medicalHistory: 'End-stage renal failure on haemodialysis',
    };
    expect(flagIds(item)).not.toContain('shunt-malfunction');
  });

  it('near-miss: a mild headache alone in an alert, playing shunt child is scanned, ESI 3', () => {
    const item = {
      ...child(
        'Headache, has a shunt',
        'Mild headache since yesterday, 2/10. Not vomited, eating, playing, fully alert. Mum wants the shunt checked.',
        calm,
      ),
      medicalHistory: 'Hydrocephalus, VP shunt',
    };
    expect(flagIds(item)).not.toContain('shunt-malfunction');
    expect(analyzeCase(item).scores.esi.level).toBe(3);
  });

  it('near-miss: a shunt child with a sprained ankle and no headache, vomiting or drowsiness is a sprain', () => {
    const item = {
      ...child(
        'Twisted ankle',
        'Twisted his ankle at football, walking with a limp. No headache, no vomiting, his usual self.',
        calm,
      ),
      medicalHistory: 'VP shunt for hydrocephalus',
    };
    expect(flagIds(item)).not.toContain('shunt-malfunction');
    expect(analyzeCase(item).scores.esi.level).toBeGreaterThan(2);
  });

  it('"ex-28/40" is a child born at 28 weeks: her vomiting is read, not a pregnancy', () => {
    const item = {
      ...child('Vomiting', '3F ex-28/40. Vomiting x3 since 0400, drinking.', calm),
      patientAge: '3',
      gender: 'female',
    };
    expect(factsOf(item).pregnancy.pregnant).toBe(false);
    expect(presentationIds(item)).toContain('nausea-vomiting');
  });
});
