import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Requests a triage desk meets every day, with nothing wrong today: a naloxone kit, clean needles and a
 * sharps bin when the needle exchange is shut, a missed methadone dose without withdrawal, a letter for
 * court or for the housing office. Advice, a supply or a letter: no resource, ESI 5. Unrecognised, each
 * had been given assumed blood tests (ESI 4). When a request is the reason given but the story tells a
 * problem (an injection site hot and fluctuant, with a fever), the problem is what is treated. A
 * gastroenteritis that has settled ("resolved overnight, tol PO since AM") is no such problem.
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('harm-reduction and paperwork requests', () => {
  it('a naloxone kit', () => {
    const item = adult(
      'Requests naloxone kit',
      'Uses heroin, wants naloxone and information on treatment services. Not intoxicated, GCS 15.',
      'HR 74, BP 120/76',
    );
    expect(presentationIds(item).length).toBeGreaterThan(0);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('clean needles and a sharps bin', () => {
    expect(
      analyzeCase(
        adult(
          'Requests clean needles and sharps bin',
          'Pharmacy needle exchange closed; injects heroin; no abscess; no fever.',
        ),
      ).esi,
    ).toBe(5);
  });

  it('a missed methadone dose without withdrawal', () => {
    const item = adult(
      'Missed methadone dose today',
      'Missed pharmacy pick-up today, last dose yesterday 0900. No withdrawal symptoms, COWS 2. Pharmacy open tomorrow.',
      'HR 76, BP 118/72',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a letter for court', () => {
    expect(
      analyzeCase(
        adult(
          'Requests letter for court',
          'Missed court date last week while in ED; needs attendance letter; no current complaint.',
          '',
          '34',
          'male',
        ),
      ).esi,
    ).toBe(5);
  });

  it('near-miss: a heroin user with a hot swollen injection site is not a supply request', () => {
    const item = adult(
      'Requests clean needles',
      'Injects heroin; right groin injection site hot, swollen and fluctuant, fever 38.6.',
      'HR 108, T 38.6',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('near-miss the other way: a work note after a gastroenteritis that has settled (ESI 5)', () => {
    const item = adult(
      'Needs work note',
      'D+V yesterday x3 episodes, resolved o/n. tol PO since AM, no abd pain, no blood in stool, no fever. Employer wants a medical cert.',
      'BP 126/78 HR 74 RR 14 T 36.8 SpO2 99%',
      '34',
      'male',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });
});
