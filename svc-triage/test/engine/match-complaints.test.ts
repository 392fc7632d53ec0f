import type { CaseForm } from '../../src/domain/engine';
import { matchComplaints } from '../../src/domain/engine/complaints/match-complaints';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';

const complaintsOf = (form: Partial<CaseForm>) =>
  matchComplaints(
    readCaseFacts({
      patientAge: '40',
      gender: 'male',
      chiefComplaint: '',
      symptoms: '',
      vitals: '',
      ...form,
    }),
  ).map((complaint) => `${complaint.definition.id}${complaint.source === 'narrative' ? '*' : ''}`);

describe('matchComplaints', () => {
  it('puts the chief-complaint field first, in the order written, then the narrative', () => {
    expect(
      complaintsOf({ chiefComplaint: 'abd pain, vomiting', symptoms: 'also a headache since this morning' }),
    ).toEqual(['abdominal-pain', 'nausea-vomiting', 'headache*']);
  });

  it('does not take a generic word for a complaint when a specific one is said in the same clause', () => {
    expect(complaintsOf({ chiefComplaint: 'fishhook stuck in thumb' })).toEqual(['foreign-body-skin']);
    expect(complaintsOf({ chiefComplaint: 'rash and fever' })).toEqual(
      expect.arrayContaining(['rash', 'fever']),
    );
  });

  it('does not read history mentioned in the narrative as a complaint', () => {
    expect(
      complaintsOf({
        chiefComplaint: 'ankle injury',
        symptoms: 'twisted ankle; past medical history of asthma',
      }),
    ).not.toContain('wheezing-asthma*');
    expect(
      complaintsOf({
        chiefComplaint: 'vaginal itching',
        symptoms: 'finished a course of antibiotics last week for a chest infection',
      }),
    ).not.toContain('respiratory-infection*');
  });

  it('gives a tie between the very same words to the age-banded paediatric complaint', () => {
    const forChild = complaintsOf({ patientAge: '4 months', chiefComplaint: 'vomiting' });
    expect(forChild[0]).toBe('vomiting-infant');
    expect(forChild).not.toContain('nausea-vomiting');
    expect(complaintsOf({ patientAge: '40', chiefComplaint: 'vomiting' })[0]).toBe('nausea-vomiting');
  });

  it('reads an injury story as the injury, not the pain alone', () => {
    expect(complaintsOf({ chiefComplaint: 'chest wall pain after a fall' })[0]).toBe('chest-trauma');
    expect(complaintsOf({ chiefComplaint: 'chest wall pain' })[0]).toBe('chest-pain');
  });

  it("applies a complaint's adjustments to its resources and says what was removed", () => {
    const [complaint] = matchComplaints(
      readCaseFacts({
        patientAge: '28',
        gender: 'female',
        chiefComplaint: 'fainted',
        symptoms: 'fainted while giving blood, felt hot and sick first, came round immediately',
        vitals: 'HR 72',
      }),
    );
    expect(complaint?.resources.map((need) => need.resource)).toEqual(['ecg']);
    expect(complaint?.removed[0]?.why).toMatch(/vasovagal/);
  });
});
