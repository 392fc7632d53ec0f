import { analyzeCase } from '../../src/domain/engine';
import { factsOf, caseFormMaker } from './support/case-forms';

/**
 * Advice on what to come back for lists what the patient does not have: "safety-netted for green vomit,
 * projectile vomiting or fever" was read as a baby with green vomit and a fever, ESI 2. The advice is read
 * as negated, whatever the list's length; a finding told before or after it still counts.
 */
const form = caseFormMaker({ patientAge: '6 weeks', gender: 'male' });

it.each([
  'Brings up a little milk after feeds, feeding well, plenty of wet nappies. Safety-net for green vomit, projectile vomiting, poor feeding or fever.',
  'Brings up a little milk after feeds, feeding well, plenty of wet nappies. Advised to return if green vomit, blood in the vomit or fever.',
  'Brings up a little milk after feeds, feeding well, plenty of wet nappies. Mum to look out for green vomit, floppiness or fever.',
])('"%s" is a well baby (ESI 5)', (symptoms) => {
  expect(analyzeCase(form('possetting', symptoms)).esi).toBe(5);
});

it.each([
  'Parents advised to attend ED if he vomits blood, becomes drowsy or has abdominal pain.',
  'Told to go back to the GP if he becomes drowsy or vomits blood.',
  'Advised to return to A&E immediately if drowsy or vomiting blood.',
])('advice naming where to go, "%s", is negated as well', (advice) => {
  const { affirmed } = factsOf(form('swallowed tablets', `Well, playing. ${advice}`)).presenting;
  expect(affirmed).not.toContain('drowsy');
  expect(affirmed).not.toContain('blood');
});

it('the advice is negated, not the finding told before it', () => {
  const { affirmed } = factsOf(
    form('vomiting', 'Green vomit twice this morning. Come back if he becomes floppy or stops feeding.'),
  ).presenting;
  expect(affirmed).toContain('green vomit');
  expect(affirmed).not.toContain('floppy');
});
