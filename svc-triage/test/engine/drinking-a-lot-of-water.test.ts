import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Drinking" in the complaint box is alcohol when it stands alone ("drinking", "drinking again"), but a
 * child or an adult "drinking and weeing a lot" or "drinking loads" is thirst: the polyuria of a new
 * diabetes, not an intoxication.
 */
const child = caseFormMaker({ patientAge: '7', gender: 'female' });
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('drinking in the complaint box', () => {
  it.each(['Drinking and weeing a lot', 'Drinking loads and peeing all the time', 'drinking lots of water'])(
    '%j is thirst, not intoxication',
    (complaint) => {
      const ids = presentationIds(child(complaint, 'Three weeks, up at night to wee, thinner.'));
      expect(ids).not.toContain('substance-intoxication');
      expect(ids).toContain('polyuria');
    },
  );

  it('near-miss: "drinking, fell over" is still alcohol', () => {
    expect(presentationIds(adult('Drinking, fell over', 'Smells of alcohol, cut on the chin.'))).toContain(
      'substance-intoxication',
    );
  });
});
