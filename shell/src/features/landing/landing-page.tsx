import { FeaturesSection } from './features-section';
import { HealthFirstSection } from './health-first-section';
import { HeroSection } from './hero-section';
import { StepsSection } from './steps-section';
import { UpgradeSection } from './upgrade-section';

/** The landing page (spec §2, /). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HealthFirstSection />
      <StepsSection />
      <UpgradeSection />
    </>
  );
}
