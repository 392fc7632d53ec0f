import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Pain from the side or the back that runs down into the groin, coming in waves, is the ureteric colic of
 * a stone however it is worded: "pain in left side going to groin", "in my left side at the back and goes
 * down to my groin". A first colic needs a urine and renal function and a scan (ESI 3 when stable).
 */
const form = caseFormMaker({ patientAge: '42', gender: 'male' });

it.each([
  ['pain in left side going to groin', 'Started this morning, comes in waves, wee a bit pink.'],
  [
    'side pain',
    'Pain started suddenly in my left side at the back and goes down to my groin, comes in waves. Now about 5 out of 10 after ibuprofen.',
  ],
  ['pain', 'Right flank pain since 3am which shoots down into the groin, colicky, vomited once.'],
])('"%s" is a renal colic to scan', (chiefComplaint, symptoms) => {
  const item = form(chiefComplaint, symptoms);
  expect(presentationIds(item)).toContain('flank-pain-renal-colic');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
});

it('near-miss: a groin strain from football with no side or back pain is not a colic', () => {
  const item = form('groin pain', 'Pulled my groin playing football yesterday, sore when I lift my leg.');
  expect(presentationIds(item)).not.toContain('flank-pain-renal-colic');
});
