import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A tooth socket that keeps oozing after an extraction, despite biting on gauze, is packed and sutured: one
 * procedure. A socket that has stopped bleeding needs nothing.
 */
const form = caseFormMaker({ patientAge: '50', gender: 'female' });

it.each([
  'Tooth out this am, still oozing from socket despite biting on gauze 1h. No blood thinners.',
  'Molar extracted at 13:00, steady ooze from the socket, clot not forming despite 20 min firm biting on gauze.',
])('"%s" is a socket to pack', (narrative) => {
  expect(resourcesOf(form('dental bleeding', narrative, 'HR 80 BP 130/80'))).toEqual(['simpleProcedure']);
});

it('near-miss: a socket that bled after an extraction and has stopped needs nothing', () => {
  expect(
    resourcesOf(
      form('dental bleeding', 'Tooth out yesterday, bled a little last night, now stopped.', 'HR 80'),
    ),
  ).toEqual([]);
});

it('a socket ooze that stopped after biting on gauze for 15 minutes, child well: nothing to pack (ESI 5)', () => {
  const item = caseFormMaker({ patientAge: '5', gender: 'female' })(
    'Bleeding from mouth after teeth out',
    '4 baby teeth extracted under general anaesthetic this morning. Blood on her pillow after a nap. Small ooze from lower left socket; stopped after biting on gauze for 15 min in the ambulance. Chatting, good colour.',
    'HR 108, RR 22, SpO2 99%, CRT <2 s, T 36.9',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});
