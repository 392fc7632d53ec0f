import { CardGrid, CardItem, Section, SectionLead } from './landing-parts';

const features = [
  {
    title: 'Intelligent triage analysis',
    text: 'A triage level with its key reasons, differential considerations and a care plan, from the case you enter.',
  },
  {
    title: 'Real-time document monitoring',
    text: 'Upload blood-report PDFs; the values read from them are added to the vital signs as you work.',
  },
  {
    title: 'Clinical decision support',
    text: 'Follow-up questions refine the analysis; export it as a PDF and review past assessments later.',
  },
];

export function FeaturesSection() {
  return (
    <Section id="features" aria-labelledby="features-title" tabIndex={-1}>
      <h2 id="features-title">For medical professionals</h2>
      <SectionLead>
        Built for the ward, the clinic and teaching: calm, quick and explicit about its reasoning.
      </SectionLead>
      <CardGrid>
        {features.map(({ title, text }) => (
          <CardItem key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
