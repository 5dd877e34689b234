import type { Locale } from '@/i18n/routing';
import { BlogTeaser } from './blog-teaser';
import { ComparisonSection } from './comparison-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { GalaxyStatement } from './galaxy-statement';
import { HeroSection } from './hero-section';
import { homeLabels } from './home-labels';
import { PortfolioSection } from './portfolio-section';
import { ScrollReveal } from './scroll-reveal';
import { ServicesGrid } from './services-grid';
import { StorySection } from './story-section';
import { TrustedMarquee } from './trusted-marquee';
import { UseCasesSection } from './use-cases-section';

/** Entrance of the `[data-reveal]` blocks that `ScrollReveal` holds back until they scroll in. */
const revealStyles =
  '[&_[data-reveal=pending]]:translate-y-6 [&_[data-reveal=pending]]:opacity-0 [&_[data-reveal=shown]]:transition-[opacity,translate] [&_[data-reveal=shown]]:duration-700 [&_[data-reveal=shown]]:ease-out';

export async function HomePage({ locale }: { locale: Locale }) {
  const labels = await homeLabels(locale);
  return (
    <div className={revealStyles}>
      <HeroSection locale={locale} labels={labels} />
      <TrustedMarquee locale={locale} pauseLabel={labels.pauseMotion} />
      <ServicesGrid locale={locale} learnMore={labels.learnMore} />
      <PortfolioSection locale={locale} labels={labels.portfolioControls} />
      <BlogTeaser locale={locale} />
      <UseCasesSection locale={locale} />
      <StorySection locale={locale} />
      <GalaxyStatement locale={locale} pauseLabel={labels.pauseMotion} />
      <ComparisonSection locale={locale} />
      <FaqSection locale={locale} />
      <ContactSection locale={locale} bookSession={labels.bookSession} />
      <ScrollReveal />
    </div>
  );
}
