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
