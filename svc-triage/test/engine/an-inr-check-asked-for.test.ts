import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An INR check asked for ("the GP asked for an INR check", "INR check requested", "sent for an INR") is a
 * test to be done, not a question about a result already in hand: a well patient on warfarin who has
 * started an interacting antibiotic has the INR taken (labs, ESI 4; BSH 2011, NICE CKS oral
 * anticoagulation). A patient asking what an INR already measured means is answered without a new test.
 */
const older = caseFormMaker({ patientAge: '76', gender: 'female' });
const obs = 'BP 134/80, HR 74 irregular, RR 16, SpO2 97%, T 36.6';
const onWarfarin = (complaint: string, story: string) => ({
  ...older(complaint, story, obs),
  currentMedications: 'Warfarin, bisoprolol, clarithromycin',
});

describe('an INR check asked for', () => {
  it.each([
    [
      'INR check',
      'Started clarithromycin two days ago; the GP asked for an INR check today as the clinic is shut. No bleeding or bruising, feels well.',
    ],
    [
      'INR check requested - on warfarin',
      'On warfarin for AF, new antibiotic since Monday. Pharmacist requested an INR check. No bleeding, feels fine.',
    ],
    [
      'INR please',
      'On clarithromycin for a chest infection which is improving; the GP asked for an INR check today. No bleeding, feels well.',
    ],
    [
      'sent for INR',
      'Sent for an INR by the out-of-hours GP after starting an antibiotic; no bleeding, well.',
    ],
  ])('%j: the INR is taken, ESI 4', (complaint, story) => {
    const form = onWarfarin(complaint, story);
    expect(resourcesOf(form)).toEqual(['labs']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('near-miss: asking what an INR already measured means is answered, no new test', () => {
    const form = onWarfarin(
      'question about INR result',
      'Asked what her INR of 2.6 from the clinic this morning means; target 2-3, no bleeding, feels well.',
    );
    expect(resourcesOf(form)).not.toContain('labs');
  });
});
