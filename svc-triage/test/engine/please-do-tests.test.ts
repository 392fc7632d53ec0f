import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A referrer's "please CXR + bloods" or "please arrange an X-ray" asks for those tests, as "the GP wants a
 * chest X-ray" does: the department will do them.
 */
const form = caseFormMaker({ patientAge: '81', gender: 'female' });

it('a GP letter with crackles and "please CXR + bloods": X-ray and bloods, ESI 3', () => {
  const item = form(
    'cough',
    'Mental state: alert. Pain: no. Injury: no. GP letter - crackles R base, please CXR + bloods. Productive cough 5 days.',
    'BP 138/74, HR 88, RR 20, T 37.6, SpO2 94%',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
});

it('near-miss: "please see and advise" asks for no test', () => {
  expect(
    resourcesOf(
      form(
        'sore throat',
        'Sore throat 2 days, eating and drinking. Please see and advise.',
        'HR 80 T 37.2',
        '30',
      ),
    ),
  ).toEqual([]);
});
