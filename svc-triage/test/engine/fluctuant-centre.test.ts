import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A swelling "with a fluctuant centre" is a collection of pus: an abscess, drained (incision and
 * drainage, a procedure). The engine read "fluctuant swelling" or "fluctuant lump" only, so an
 * injecting drug user's antecubital abscess was cellulitis, and "injects drugs" was read as a wound to
 * repair. An injected drug is not a laceration.
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'male' });

describe('a fluctuant centre', () => {
  it('an injection-site swelling with a fluctuant centre is an abscess to drain, not a wound to repair', () => {
    const item = adult(
      'Swollen red arm',
      'Injects drugs; 4 days of painful swelling in the right antecubital fossa with a fluctuant centre and surrounding redness. No fever.',
      'HR 92, BP 128/80, T 37.6',
    );
    expect(presentationIds(item)).toContain('abscess');
    expect(presentationIds(item)).not.toContain('laceration');
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });

  it('fluctuance in the middle of a red lump on the buttock', () => {
    expect(
      presentationIds(
        adult(
          'Painful lump',
          'Red tender lump on the buttock for 3 days, fluctuance in the middle.',
          '',
          '30',
        ),
      ),
    ).toContain('abscess');
  });

  it('near-miss: a red swollen arm without fluctuance is cellulitis', () => {
    expect(
      presentationIds(
        adult('Red arm', 'Red, hot swollen forearm spreading for two days, no fluctuance.', '', '60'),
      ),
    ).not.toContain('abscess');
  });
});
