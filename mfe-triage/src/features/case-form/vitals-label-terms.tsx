import { GlossaryTerm } from '../../components/glossary-term';

const terms = ['BP', 'HR', 'RR', 'Temp', 'SpO2'] as const;

/** '(BP, HR, RR, Temp, SpO2)' after the vitals label, each term with its definition on hover and focus. */
export function VitalsLabelTerms() {
  return (
    <span>
      (
      {terms.map((term, index) => (
        <span key={term}>
          <GlossaryTerm term={term} />
          {index < terms.length - 1 ? ', ' : ''}
        </span>
      ))}
      )
    </span>
  );
}

/** The hint under the vitals field, with the other §1 glossary terms. */
export function VitalsHint() {
  return (
    <>
      <GlossaryTerm term="vitals">Vitals</GlossaryTerm> such as <GlossaryTerm term="blood pressure" />,{' '}
      <GlossaryTerm term="heart rate" />, <GlossaryTerm term="respiratory rate" />,{' '}
      <GlossaryTerm term="oxygen saturation" /> and <GlossaryTerm term="temperature" />, and lab values; a
      blood report (e.g. a <GlossaryTerm term="complete blood count" />) adds its values here.
    </>
  );
}
