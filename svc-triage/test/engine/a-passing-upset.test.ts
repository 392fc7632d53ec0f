import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A passing upset told on a phone line: one loose stool, off her food this morning, drinking fine, and
 * advice "if vomiting or unable to drink". Under 65 with diarrhoea and no fever, blood or dehydration,
 * no tests (NICE CKS); a day off food is part of the illness, not the weight-losing anorexia NICE NG12
 * investigates; and what the advice says to come back for is not what she has.
 */
const form = caseFormMaker({ patientAge: '60', gender: 'female' });

it('one loose stool and off her food this morning, drinking fine, is ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'question about tablets while unwell',
        'One loose stool and off her food this morning, drinking fine. Safety-net advice if vomiting or unable to drink.',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: off her food for three weeks with weight loss is worked up', () => {
  expect(resourcesOf(form('poor appetite', 'Off her food for three weeks, lost weight, tired.'))).toContain(
    'labs',
  );
});

it('near-miss: at 80, off food since yesterday keeps the older adult’s blood tests', () => {
  expect(resourcesOf(form('off food', 'Off her food since yesterday, a bit tired.', '', '80'))).toContain(
    'labs',
  );
});
