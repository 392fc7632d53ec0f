import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Police:" at the head of a complaint names who is speaking, as "Crew:" does, not a welfare concern. A
 * calm, sober detainee brought for the antidepressant he left at home, or asking about tomorrow's
 * methadone, needs his medicine sorted (ESI 5); read as a police welfare case he was sent for a mental
 * health assessment (ESI 4). Someone brought by the police found wandering is still a welfare concern.
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'male' });

describe('the police as the speaker', () => {
  it('a detainee asking for the antidepressant he left at home (ESI 5)', () => {
    const item = adult(
      'Police: detainee requesting his antidepressant',
      "In custody overnight and his fluoxetine is at home. Calm, sober, says his mood's okay and he's not thinking of harming himself.",
      'HR 72, BP 126/80, RR 14, SpO2 98%',
    );
    expect(presentationIds(item)).not.toContain('concern-for-welfare');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a detainee asking about his methadone, no withdrawal (ESI 5)', () => {
    const item = adult(
      'Police: detainee asking about his methadone',
      'In custody since this morning. Last methadone yesterday lunchtime. Calm, no sweating or shaking, feels fine.',
      'HR 74, BP 122/78',
      '37',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: brought by police, found wandering, is a welfare concern', () => {
    expect(
      presentationIds(
        adult(
          'Brought by police, found wandering',
          'Found wandering on the motorway hard shoulder at night.',
          '',
          '81',
        ),
      ),
    ).toContain('concern-for-welfare');
  });
});
