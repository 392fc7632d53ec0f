import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A tight chest after breathing in an irritant (chlorine, the gas of mixed cleaners, fumes) with the cough
 * or wheeze it causes, and nothing of the heart, is the airways' irritation (TOXBASE: chlorine), not an
 * acute coronary syndrome. So is the organic dust of mouldy hay or grain (farmer's lung, organic dust toxic
 * syndrome). Crushing pain into the arm after the same fumes still is one to exclude.
 */
const form = caseFormMaker({ patientAge: '46', gender: 'female' });

it.each([
  [
    'Chlorine gas exposure, cough and chest tightness',
    'Mixed acid with hypochlorite topping up the pool tank, green cloud, burning eyes, dry cough, chest tight, mild wheeze.',
  ],
  [
    'mixed two cleaning products, chest tight and coughing',
    'Used bleach then another toilet cleaner in the same bowl and it fizzed. Breathed some in. Cough that won’t stop, chest tight, a bit wheezy.',
  ],
  [
    'Shortness of breath, cough and fever after forking out mouldy hay yesterday',
    'Tight chest, dry cough, aches, like flu; the same happened last winter. Talks in full sentences.',
  ],
  [
    'chesty after moving old hay',
    'Shifting mouldy hay out of the loft two days ago; since then a dry cough, tight chest, a bit wheezy on the stairs.',
  ],
])('"%s" is not an acute coronary syndrome', (complaint, symptoms) => {
  expect(flagIds(form(complaint, symptoms, 'HR 96 BP 136/84 RR 20 SpO2 95%', '62'))).not.toContain(
    'acute-coronary-syndrome',
  );
});

it('near-miss: crushing central chest pain into the left arm, sweating, after fumes, is a possible ACS', () => {
  const item = form(
    'chest pain',
    'Breathed in paint fumes at work, now crushing central chest pain going to the left arm, sweaty, coughing.',
    'HR 96 BP 150/90 RR 18 SpO2 96%',
    '58',
    'male',
  );
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});
