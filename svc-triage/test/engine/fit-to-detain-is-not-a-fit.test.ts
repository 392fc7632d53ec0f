import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Fit to detain", "fit to fly", "fit for work": a certificate the police, an airline or an employer asks
 * for. The complaint box's "fit" names a seizure only when it is not one of these.
 */
const adult = caseFormMaker({ patientAge: '17', gender: 'male' });

describe('a fitness check is not a seizure', () => {
  it.each(['taser barb in back - needs removing, fit to detain', 'fit to fly letter', 'fit for work note'])(
    '%s',
    (complaint) => {
      expect(presentationIds(adult(complaint, 'Well, no complaints.'))).not.toContain('seizure');
    },
  );
});

it('"had a fit" in the complaint box is still a seizure', () => {
  expect(presentationIds(adult('fit at home', 'Shaking all over for two minutes, now drowsy.'))).toContain(
    'seizure',
  );
});
