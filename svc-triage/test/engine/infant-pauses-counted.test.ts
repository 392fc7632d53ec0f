import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * An infant whose breathing has stopped several times within hours, when a pause had to be stimulated to
 * end or the baby is floppy between them, is apnoeic now: airway and breathing support (ESI v4 decision
 * point A; NICE NG9). Pauses at the end of coughing fits in a baby pink and alert between them stay a
 * high-risk event (decision point B).
 */
const APNOEA = 'Breathing that keeps stopping in an infant: airway and breathing support now';
const infant = caseFormMaker({ patientAge: '7 weeks', gender: 'female' });

it('stopped breathing three times in an hour, needing a rub on the back to start again, floppy: ESI 1', () => {
  const result = analyzeCase(
    infant(
      'Baby stopping breathing and going blue',
      "In the last hour mum has seen her stop breathing 'for about 15-20 seconds' three times, going blue round the lips, needing a rub on the back to start again. Floppy, did not wake for her last feed.",
    ),
  );
  expect(result.reasons).toContain(APNOEA);
  expect(result.esi).toBe(1);
});

it('apnoeas twice this evening, needing to be stimulated to breathe: ESI 1', () => {
  const result = analyzeCase(
    infant(
      'Apnoeas',
      'Bronchiolitis day 3. Two apnoeas twice this evening, needed to be stimulated to breathe again.',
    ),
  );
  expect(result.reasons).toContain(APNOEA);
});

it('near-miss: pauses after coughing fits four times today, pink and alert between them, is not', () => {
  const result = analyzeCase(
    infant(
      'Coughing fits',
      'After bouts of coughs she seems to stop breathing for several seconds before gasping, four times today. Between the fits she looks pink and alert and feeds.',
      'HR 150 RR 48 SpO2 97% T 37.2',
    ),
  );
  expect(result.reasons).not.toContain(APNOEA);
  expect(result.esi).toBe(2);
});
