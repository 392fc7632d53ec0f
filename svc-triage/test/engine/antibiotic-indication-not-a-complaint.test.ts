import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * The infection an antibiotic was given for is being treated: "day four of amoxicillin for a chest
 * infection" before a rash of hives is not a pneumonia to X-ray again. Its own symptoms, told, still count,
 * and where it is all the case names, it is what the visit is about.
 */
const adult = caseFormMaker({ patientAge: '28', gender: 'male' });
const WELL = 'BP 128/80 HR 76 RR 14 SpO2 99% T 36.8';

describe("an antibiotic's indication is not presented again", () => {
  it.each([
    [
      'rash after antibiotics',
      'On day four of amoxicillin for a chest infection, woke with an itchy raised rash over his trunk. No lip or tongue swelling, no wheeze, no vomiting.',
    ],
    [
      'INR check',
      'GP INR 6.8 this morning. Started clarithromycin 4d ago for chest infection. No bleeding, feels well.',
    ],
  ])('%s', (complaint, symptoms) => {
    expect(presentationIds(adult(complaint, symptoms, WELL))).not.toContain('respiratory-infection');
  });

  it('the hives on amoxicillin need no resources', () => {
    const result = analyzeCase(
      adult(
        'rash after antibiotics',
        'On day four of amoxicillin for a chest infection, woke with an itchy raised rash over his trunk. No lip or tongue swelling, no wheeze, no vomiting, no dizziness.',
        WELL,
      ),
    );
    expect(result.esi).toBe(5);
  });

  describe('near misses', () => {
    it('the infection told with its own symptoms is still worked up', () => {
      const form = adult(
        'worse on antibiotics',
        'On amoxicillin for a chest infection, now coughing green sputum, more breathless, fever 38.9.',
        'HR 108 RR 24 SpO2 93% T 38.9',
      );
      expect(presentationIds(form)).toEqual(expect.arrayContaining(['cough', 'shortness-of-breath']));
      expect(analyzeCase(form).scores.esi?.resources).toEqual(expect.arrayContaining(['xray', 'labs']));
    });

    it('where the treated infection is all the case names, it is what the visit is about', () => {
      const form = adult(
        'Can I drink wine on my antibiotic?',
        'Started metronidazole yesterday for a dental infection, wedding at the weekend. Dental pain improving.',
        WELL,
      );
      expect(presentationIds(form)).not.toHaveLength(0);
      expect(analyzeCase(form).esi).toBe(5);
    });

    it('another medicine’s reason may be the complaint itself', () => {
      expect(
        presentationIds(adult('pain', 'Taking ibuprofen for back pain since lifting a sofa.', WELL)),
      ).toContain('back-pain');
    });
  });
});
