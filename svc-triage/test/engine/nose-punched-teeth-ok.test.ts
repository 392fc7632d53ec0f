import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An isolated nose injury after a punch is examined, not X-rayed; a part the note checked and found well
 * ("teeth ok", "eyes fine") is not another injury that would change that.
 */
const form = caseFormMaker({ patientAge: '24', gender: 'male' });

it('a punched nose, straight, bleed stopped, "teeth ok": no X-ray', () => {
  const item = form(
    'punched in face outside club',
    'Punched once in nose, nosebleed stopped in 5 min. Nose swollen and tender but straight, no septal haematoma seen. No LOC, no other injury, teeth ok.',
    'BP 134/82 P 90 RR 16 SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a punched nose with a loose tooth is X-rayed', () => {
  const item = form(
    'punched in face',
    'Punched in the nose and mouth, nose bled, one front tooth loose.',
    'HR 90',
  );
  expect(resourcesOf(item)).toContain('xray');
});
