import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * A list of denials the writer announces: "Asymptomatic - no HA, CP, SOB, visual change", or a heading
 * "No bleeding:" before "no haematuria, melaena, gum bleeds, new bruising". Only the first item was denied,
 * so a man asking for his tablets had chest pain and breathlessness (ESI 2, acute coronary syndrome), and a
 * warfarin patient sent for a high INR had melaena. Where nothing announces the list, commas do not carry
 * a "no" on: "no swelling, full ROM" has full movement, "no words out, R facial droop" has a droop.
 */
const older = caseFormMaker({ patientAge: '67', gender: 'male' });
const VITALS = 'BP 152/88 HR 70 RR 14 SpO2 97% T 36.5';

describe('an announced list of denials denies every item', () => {
  it('asymptomatic, then a list after "no"', () => {
    const form = older(
      'med refill',
      'Left bag with all meds on train yesterday, missed today’s doses. Asymptomatic - no HA, CP, SOB, visual change.',
      VITALS,
    );
    expect(flagIds(form)).not.toContain('acute-coronary-syndrome');
    expect(analyzeCase(form).esi).toBe(5);
    expect(factsOf(form).presenting.negated).toEqual(
      expect.arrayContaining(['headache', 'chest pain', 'shortness of breath']),
    );
  });

  it('a "No bleeding:" heading before its list', () => {
    const form = older(
      'INR check',
      'GP INR this am 6.8. No bleeding: no haematuria, melaena, gum bleeds, new bruising.',
      VITALS,
    );
    expect(flagIds(form)).not.toContain('upper-gi-bleed');
  });

  describe('near misses: nothing announces the list', () => {
    it('"no swelling, full ROM" keeps full movement', () => {
      const affirmed = factsOf(
        older('hand injury', 'Cat bite back of hand 1 hr ago, no swelling, full ROM.', VITALS),
      ).presenting.affirmed;
      expect(affirmed).toContain('full rom');
    });

    it('"gets no words out, R facial droop, R arm drifts" is a stroke', () => {
      expect(
        flagIds(
          older('stroke?', 'Tries to talk but now gets no words out, R facial droop, R arm drifts.', VITALS),
        ),
      ).toContain('stroke-tia');
    });

    it('an announced list stops at a statement: "vomiting since Tuesday"', () => {
      const affirmed = factsOf(
        older('vomiting', 'Asymptomatic otherwise, no fever, vomiting since Tuesday.', VITALS),
      ).presenting.affirmed;
      expect(affirmed).toContain('vomiting since tuesday');
    });
  });
});
