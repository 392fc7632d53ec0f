import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A headache is a possible subarachnoid haemorrhage when it is the headache (or the head) that came on
 * suddenly, in the sentence that tells it: not when "suddenly" told the fit before a post-ictal headache.
 */
const form = caseFormMaker({ patientAge: '46', gender: 'male' });
const vitals = 'HR 86 BP 134/82 RR 16 SpO2 98% T 36.9';

it('a fit that began suddenly, then an ordinary headache, is no subarachnoid haemorrhage', () => {
  const item = form(
    'first fit',
    'About an hour ago he suddenly went stiff and shook all over for a minute. Now back to his normal self. He has got a headache like after a long day.',
    vitals,
  );
  expect(flagIds(item)).not.toContain('subarachnoid-hemorrhage');
});

it.each([
  'Sudden severe headache while lifting a box, vomited once.',
  'She was lifting a box when her head suddenly exploded with pain at the back.',
  'Headache came on abruptly during sex an hour ago.',
])('near-miss: "%s" is a possible subarachnoid haemorrhage', (narrative) => {
  expect(flagIds(form('headache', narrative, vitals))).toContain('subarachnoid-hemorrhage');
});

it('near-miss: the head of something else is not the head', () => {
  const item = form(
    'penile tear',
    'Tore the skin under the head of my penis during sex, oozing.',
    vitals,
    '22',
  );
  expect(flagIds(item)).not.toContain('subarachnoid-hemorrhage');
});
