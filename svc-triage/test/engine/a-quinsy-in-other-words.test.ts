import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A peritonsillar abscess told in other words: a sore throat "much worse on the left", a "voice muffled",
 * "hard to open her mouth". With the airway patent and saliva swallowed it is not high risk, but it needs
 * an ENT review for aspiration or drainage and IV antibiotics (NICE NG84, ENT UK): two resources, ESI 3. A
 * sore throat on both sides that is eating and talking normally is not one.
 */
const adult = caseFormMaker({ patientAge: '29', gender: 'female' });
const FLAG = 'peritonsillar-abscess';

describe('a quinsy in other words', () => {
  it.each([
    'Sore throat 4 days, now much worse on the left, voice muffled, pain into the left ear, swallowing saliva.',
    'Sore throat getting worse on the right side, finding it hard to open her mouth fully, can swallow sips.',
    'Throat pain for 5 days despite penicillin, voice sounds muffled and she struggles to open her mouth.',
  ])('"%s": a quinsy, ESI 3', (story) => {
    const form = adult('sore throat', story, 'HR 96, BP 122/76, RR 16, SpO2 99%, T 38.2');
    expect(flagIds(form)).toContain(FLAG);
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    'Sore throat for 4 days, worse on the left side, had a temperature. Really painful to swallow but I can still drink sips. My voice sounds normal and I can open my mouth fine.',
    'Sore throat, worse on the right, no trismus, voice normal, tonsils both enlarged with exudate.',
  ])(
    'a sore throat worse on one side, said to have a normal voice and mouth opening, is no quinsy: %j',
    (story) => {
      const form = adult('sore throat', story, 'Temp 38.2, HR 96, BP 122/76, RR 16, sats 99%');
      expect(flagIds(form)).not.toContain(FLAG);
      expect(analyzeCase(form).esi).toBe(5);
    },
  );

  it('near-miss: a sore throat on both sides, eating and talking normally, is no quinsy', () => {
    const form = adult(
      'sore throat',
      'Sore throat both sides for 2 days, eating and talking normally, opens mouth fine.',
      'T 37.8',
    );
    expect(flagIds(form)).not.toContain(FLAG);
  });
});
