import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * What one clinician's handover to another says, read as the receiving triage nurse reads it:
 * - a test asked for "to exclude" or "to rule out" a diagnosis is a question, not the diagnosis;
 * - a safeguarding screen with no concerns is not a safeguarding concern (NICE CG89 asks the question;
 *   the answer decides);
 * - "face, hands and genitals not involved" spares the special areas of a burn (ABA, NICE CKS Burns);
 * - pre-eclampsia is not eclampsia: the fit is what makes it eclampsia (NICE NG133);
 * - a pain score given before and after analgesia is read at its latest (ESI v4: the pain now);
 * - a nosebleed that stopped after an injury needs no packing or cautery (NICE CKS Epistaxis).
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'male' });

describe('a diagnosis asked about is not the diagnosis', () => {
  it('a chest X-ray to exclude a pneumothorax after a rib injury is one resource (ESI 4)', () => {
    const item = adult(
      'Sore ribs after a fall',
      'Dear colleague, he slipped on the stairs and struck his left ribs on the banister two days ago. Pain on coughing. Not breathless, chest clear, equal air entry. Please arrange a chest X-ray to exclude a pneumothorax before his flight.',
      'SpO2 97% RA, RR 15, HR 78, BP 130/80',
    );
    expect(flagIds(item)).not.toContain('pneumothorax');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"to rule out" reads the same way', () => {
    const item = adult(
      'Rib pain',
      'Fell against the kitchen table yesterday, sore right lower ribs, GP asks for an X-ray to rule out a pneumothorax. Not short of breath.',
      'SpO2 98%, RR 14, HR 72',
    );
    expect(flagIds(item)).not.toContain('pneumothorax');
  });

  it('near-miss: a pneumothorax seen on the X-ray is a pneumothorax', () => {
    const item = adult(
      'Breathless after rib injury',
      'Fell onto the bath edge. X-ray at the walk-in centre shows a small left pneumothorax. Short of breath on walking.',
      'SpO2 95% RA, RR 22, HR 96',
    );
    expect(flagIds(item)).toContain('pneumothorax');
  });
});

describe('a safeguarding screen', () => {
  const teen = caseFormMaker({ patientAge: '16', gender: 'female' });

  it('with no concerns is no safeguarding concern: emergency contraception is advice (ESI 5)', () => {
    const item = teen(
      'Emergency contraception',
      'Asking for the morning-after pill, condom broke last night. Well, no pain. Safeguarding screen completed: partner is 16, consensual, no concerns identified.',
    );
    expect(flagIds(item)).not.toContain('child-maltreatment');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a safeguarding concern raised is still high risk', () => {
    const item = teen(
      'Emergency contraception',
      'Asking for the morning-after pill. Partner is 24 and she says he will not let her see her friends. Safeguarding concern raised.',
    );
    expect(flagIds(item)).toContain('child-maltreatment');
  });
});

describe('a burn’s special areas', () => {
  it('"face, hands and genitals not involved": a small scald of the forearm needs no burns service (ESI 5)', () => {
    const item = adult(
      'Scald to arm',
      'Spilled hot tea over his right forearm an hour ago. 3 x 4 cm superficial partial thickness, one small blister, not circumferential, face/hands/genitals not involved. Cooled for 20 min. Pain 2/10.',
    );
    expect(resourcesOf(item)).not.toContain('specialtyConsultation');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a partial-thickness burn of the palm goes to the burns service', () => {
    const item = adult(
      'Burn to hand',
      'Grabbed a hot pan handle: blistered partial thickness burn across the palm of the right hand. Pain 5/10.',
    );
    expect(resourcesOf(item)).toContain('specialtyConsultation');
  });
});

describe('pre-eclampsia and eclampsia', () => {
  const woman = caseFormMaker({ patientAge: '31', gender: 'female' });

  it('pre-eclampsia with a headache and no fit is high risk (ESI 2), not eclampsia', () => {
    const item = woman(
      'Headache after delivery',
      'Day 4 after a vaginal delivery, severe headache and blurred vision. GP suspects postpartum pre-eclampsia: BP 166/108, protein 2+. No seizure.',
      'BP 166/108, HR 90, SpO2 98%',
    );
    expect(flagIds(item)).toContain('pre-eclampsia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a fit in pre-eclampsia is eclampsia (ESI 1)', () => {
    const item = woman(
      'Fit after delivery',
      'Day 4 after delivery with pre-eclampsia, had a seizure at home lasting 2 minutes, now drowsy.',
      'BP 172/112, HR 104',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });
});

describe('a pain score before and after analgesia', () => {
  const teen = caseFormMaker({ patientAge: '15', gender: 'male' });

  it('is read at its latest: 8/10 -> 2/10 after IV morphine is not severe pain now', () => {
    const item = teen(
      'Wrist injury',
      'Fell off his bike onto an outstretched hand, deformed left wrist, closed, fingers pink and sensate. Pain 8/10 -> 2/10 after IV morphine by the crew.',
      'HR 88, BP 124/72, RR 16, SpO2 99%',
    );
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/severe pain/i);
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: 8/10 despite morphine is still severe pain', () => {
    const item = teen(
      'Wrist injury',
      'Fell off his bike, deformed left wrist, closed. Pain 8/10 despite IV morphine.',
      'HR 104, BP 130/76, RR 20, SpO2 99%',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('a nosebleed after a blow to the nose', () => {
  it('that stopped needs no packing, cautery or ENT (ESI 5)', () => {
    const item = adult(
      'Punched on nose',
      'Punched on the nose last night. Swollen and a little bent to the right; the nosebleed stopped after ten minutes of pressure. No septal haematoma, breathing through both nostrils, no double vision, no loss of consciousness.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: bleeding from both nostrils needs a procedure', () => {
    const item = adult(
      'Nosebleed after punch',
      'Punched on the nose an hour ago, bleeding from both nostrils.',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });

  it('near-miss: a nosebleed still running after pressure needs a procedure', () => {
    const item = adult(
      'Nosebleed after punch',
      'Punched on the nose an hour ago, still bleeding from the right nostril despite 20 minutes of pressure.',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });
});
