import { analyzeCase } from '../../src/domain/engine';
import { readCheckboxes } from '../../src/domain/engine/reading/checkboxes';
import { caseFormMaker, flagIds, mentalStatusOf, presentationIds } from './support/case-forms';

/**
 * A templated note's review of systems lists every symptom it asks about, each behind a box: "[x] SOB
 * [ ] chest pain [ ] syncope". Read as prose, such a note "says" chest pain, syncope, drooling and neck
 * stiffness, and a cold becomes an emergency. An unticked box denies its item; a ticked one affirms it.
 */
const adult = caseFormMaker({ patientAge: '28', gender: 'female' });
const infant = caseFormMaker({ patientAge: '3 weeks', gender: 'male' });

const coldInATemplate = adult(
  'cold sx',
  [
    'HPI: runny nose, sore throat and dry cough for 3 days. Flatmate has the same.',
    'ROS:',
    'Constitutional: [ ] fever [ ] chills [ ] night sweats [x] tired',
    'ENT: [x] runny nose [x] sore throat [ ] ear pain [ ] difficulty swallowing [ ] drooling [ ] voice change',
    'CV: [ ] chest pain [ ] palpitations [ ] syncope',
    'Resp: [x] cough (dry) [ ] SOB [ ] wheeze [ ] hemoptysis',
    'Neuro: [ ] headache [ ] neck stiffness',
    'Skin: [ ] rash',
    'Exam: well, mild pharyngeal erythema, chest clear.',
  ].join('\n'),
  'T 37.2 | HR 78 | BP 122/74 | RR 14 | SpO2 99% RA',
);

describe('a review of systems in checkboxes', () => {
  it('reads an unticked box as a denial and a ticked one as the finding', () => {
    expect(readCheckboxes('CV: [ ] chest pain [x] palpitations')).toBe('CV: ; no chest pain ; palpitations');
    expect(readCheckboxes('☐ fever ☑ cough')).toBe('; no fever ; cough');
  });

  it('leaves a text without boxes as it is', () => {
    expect(readCheckboxes('pain [R] knee (x2 days)')).toBe('pain [R] knee (x2 days)');
  });

  it('a cold in a template is a cold: no red flag, no chest pain or syncope, ESI 5', () => {
    expect(flagIds(coldInATemplate)).toEqual([]);
    expect(presentationIds(coldInATemplate)).not.toEqual(expect.arrayContaining(['chest-pain']));
    expect(analyzeCase(coldInATemplate).esi).toBe(5);
  });

  it('lists the denied items as pertinent negatives, one separator between them', () => {
    const findings = analyzeCase(
      adult(
        'cold sx',
        'ROS: Constitutional: [ ] fever [ ] chills [x] tired\nCV: [ ] chest pain [ ] syncope',
        'HR 78',
      ),
    ).findings;
    expect(findings).toContain('Pertinent negatives: fever; chills; chest pain; syncope');
  });

  it('the ticked findings are still read: wheeze and shortness of breath ticked are a breathing complaint', () => {
    const wheezy = adult(
      'SOB',
      'ROS: Resp: [x] SOB [x] wheeze [ ] cough [ ] hemoptysis. CV: [ ] chest pain.',
      'HR 96 RR 22 SpO2 95%',
    );
    expect(presentationIds(wheezy)).toEqual(expect.arrayContaining(['shortness-of-breath']));
  });

  it('an unticked "hard to wake" is no drowsiness; a ticked one is', () => {
    const template = (box: string) =>
      infant(
        'fever',
        `ROS: Constitutional: [x] fever ${box} lethargy/hard to wake [ ] poor feeding`,
        'T 38.4 HR 168 RR 44',
      );
    expect(mentalStatusOf(template('[ ]')).altered).toBe(false);
    expect(mentalStatusOf(template('[x]')).altered).toBe(true);
  });
});
