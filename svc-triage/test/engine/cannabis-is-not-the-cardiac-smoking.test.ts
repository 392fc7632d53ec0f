import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The smoking of the cardiac risk scores (HEART, the ESC's) is tobacco. A tall young man who "smokes
 * cannabis" and has a sudden sharp one-sided chest pain while sitting has the picture of a pneumothorax,
 * not an acute coronary syndrome by his risk factors.
 */
const young = caseFormMaker({ patientAge: '21', gender: 'male' });

it.each(['Smokes cannabis.', 'cannabis smoker at weekends', 'smokes weed'])(
  'sudden sharp right chest pain at 21 with history "%s" is not an acute coronary syndrome',
  (history) => {
    const item = {
      ...young(
        'Rt chest pain + mild SOB',
        'Sudden sharp Rt CP while sitting gaming, mild SOB on walking. Pain 4/10. Tall, thin.',
        'HR 92 SpO2 96%',
      ),
      medicalHistory: history,
    };
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  },
);

it('near-miss: the same pain in a 21-year-old who smokes 20 cigarettes a day counts his smoking', () => {
  const item = {
    ...young('chest pain', 'Chest pain since this morning, 4/10.', 'HR 92 SpO2 98%'),
    medicalHistory: 'Smokes 20 a day',
  };
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});
