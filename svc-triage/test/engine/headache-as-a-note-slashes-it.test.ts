import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/** "H/a" is how a note writes a headache: a sudden worst-ever one is still a subarachnoid haemorrhage. */
const adult = caseFormMaker({ patientAge: '45', gender: 'female' });

it('a sudden worst-ever h/a with vomiting is a possible subarachnoid haemorrhage: ESI 2', () => {
  const item = adult(
    'sudden severe h/a',
    "sudden onset occipital h/a at gym lifting weights ~1hr ago, 'worst ever', max intensity within secs, vomited x1, no focal deficit",
    'BP 172/98 HR 88 RR 18 SpO2 99% T 36.8 GCS 15 pain 9/10',
  );
  expect(presentationIds(item)).toContain('headache');
  expect(flagIds(item)).toContain('subarachnoid-hemorrhage');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('a mild h/a for two days is a headache, and "h/o" is still a history', () => {
  const item = adult(
    'h/a',
    'h/a x2d, dull, band-like, h/o tension headaches, no fever, no vomiting',
    'BP 122/78 HR 72',
  );
  expect(presentationIds(item)).toEqual(['headache']);
  expect(flagIds(item)).toEqual([]);
});
