import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A dental crown lost down the throat at the dentist, swallowed or inhaled, in a patient breathing
 * normally, is found by X-ray (ESI 4).
 */
const form = caseFormMaker({ patientAge: '55', gender: 'female' });

it.each([
  [
    'Lost a dental crown down her throat',
    'Crown slipped off the instrument and disappeared down her throat an hour ago. Coughed a few seconds then fine. No breathlessness, no wheeze.',
  ],
  ['Inhaled crown at dentist', 'coughed hard when it dropped, now no cough, not breathless'],
])('"%s" is an X-ray (ESI 4)', (chiefComplaint, symptoms) => {
  const item = form(chiefComplaint, symptoms, 'HR 78 RR 16 SpO2 98%');
  expect(resourcesOf(item)).toEqual(['xray']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: a crown that came off and is in her hand is a dental visit (ESI 5)', () => {
  expect(
    analyzeCase(form('crown came off', 'My crown came off eating toffee, I have it here.', '')).esi,
  ).toBe(5);
});
