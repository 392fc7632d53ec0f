import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import type { CaseForm } from './support/case-forms';

/**
 * "Pain 0/10" in a vitals line is no pain. It had been read as the word 'pain', so a complaint asking
 * "any pain?" found it: coil threads not felt with "Pain 0/10" got swabs and bloods as if painful. A
 * score of nought only at rest, or until the part is moved, is still pain.
 */
const threadsNotFelt = (vitals: string): CaseForm => ({
  patientAge: '39',
  gender: 'female',
  chiefComplaint: 'cannot feel coil threads',
  symptoms:
    'Unable to feel IUD threads since yesterday; no bleeding, no fever; UPT neg; threads not seen on speculum.',
  vitals,
  medicalHistory: 'copper IUD fitted 2 yrs ago',
  currentMedications: 'none',
});

it.each(['BP 128/82 HR 72 RR 14 T 36.6 Pain 0/10', 'HR 72, pain score: 0/10', 'pain 0 out of 10'])(
  '"%s" is no pain: the threads need their scan only (ESI 4)',
  (vitals) => {
    const result = analyzeCase(threadsNotFelt(vitals));
    expect(result.scores.esi.resources).not.toContain('labs');
    expect(result.esi).toBe(4);
  },
);

it('near-miss: "pain 0/10 at rest, 6/10 on walking" is still pain', () => {
  const facts = readCaseFacts({
    ...threadsNotFelt(''),
    chiefComplaint: 'ankle',
    symptoms: 'Twisted ankle. Pain 0/10 at rest, 6/10 on walking.',
  });
  expect(facts.presenting.affirmed).toMatch(/pain 0\/10 at rest/);
});
