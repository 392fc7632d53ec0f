import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * An older patient's long-standing arthritic hip, with an injury and a fall denied, is not an injury in a
 * high-risk patient; hip pain in an older patient with no denial still is one to look into.
 */
const older = caseFormMaker({ patientAge: '83', gender: 'male' });

it('usual osteoarthritic hip pain, no new injury, no fall: no injury flag', () => {
  expect(
    flagIds(
      older(
        'ran out of painkillers',
        'Long-standing osteoarthritic hip pain, on the waiting list for a replacement. Pain is his usual, no new injury, no fall, walking with his stick.',
      ),
    ),
  ).not.toContain('injury-older-adult');
});

it('near-miss: hip pain told with no denial is still one to look into', () => {
  expect(flagIds(older('hip pain', 'Hip pain since this morning, walking with difficulty.'))).toContain(
    'injury-older-adult',
  );
});

describe('an older adult’s mild ache, walking normally', () => {
  const older = caseFormMaker({ patientAge: '72', gender: 'male' });

  it('is diagnosed without an X-ray (NICE NG226): no resources', () => {
    const item = older(
      'Sore knee',
      'Knee mildly achy after gardening yesterday, walking normally, no swelling, no injury. Asks what painkiller to take.',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: a swollen knee at the same age still gets its X-ray', () => {
    expect(resourcesOf(older('Sore knee', 'Knee aching and swollen for a week, no injury.'))).toContain(
      'xray',
    );
  });
});
