import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { homeSection } from '@/config/navigation';
import { faqContent } from '@/content/home/faq';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from './section-heading';

const HEADING_ID = 'faq-heading';
const FAQ_GROUP = 'faq';

export function FaqSection({ locale }: { locale: Locale }) {
  const faq = faqContent[locale];
  return (
    <section
      id={homeSection.faq}
      aria-labelledby={HEADING_ID}
      className="border-t border-border bg-card"
    >
      <div className="mx-auto grid max-w-content gap-12 px-4 py-24 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div data-reveal="">
          <SectionHeading
            id={HEADING_ID}
            eyebrow={faq.eyebrow}
            heading={faq.heading}
            lead={faq.lead}
          />
        </div>
        <Accordion data-reveal="" className="w-full">
          {faq.questions.map(({ question, answer }, index) => (
            <AccordionItem key={question} name={FAQ_GROUP} value={`item-${index}`}>
              <AccordionTrigger className="text-lg">{question}</AccordionTrigger>
              <AccordionContent className="text-base">{answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}

export function faqJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faqContent[locale].questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
