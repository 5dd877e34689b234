import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { pagePath, servicePath, serviceSlugs } from '@/config/navigation';
import { cardBackContent } from '@/content/company/card-back';
import { localizedPath, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { cardColumnClass, cardEyebrowClass } from './card-layout';

const subheadingClass = 'font-display text-xl font-semibold tracking-tight text-balance';
const partTextClass = 'mt-2 leading-relaxed text-pretty text-muted-foreground';

export async function CardBack({ locale }: { locale: Locale }) {
  const tServices = await getTranslations({ locale, namespace: 'ServiceNames' });
  const { eyebrow, heading, bio, audience, start, links, services } = cardBackContent[locale];

  return (
    <section
      aria-labelledby="card-back-heading"
      className={`${cardColumnClass} border-t border-border pt-8 lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] card-wide:overflow-hidden card-wide:rounded-3xl card-wide:border card-wide:bg-card card-wide:pt-0 card-wide:shadow-lifted`}
    >
      <div className="flex flex-col gap-6 card-wide:p-8">
        <div>
          <p className={cardEyebrowClass}>{eyebrow}</p>
          <h2
            id="card-back-heading"
            className="mt-2 font-display text-2xl font-semibold tracking-tight text-balance lg:text-3xl"
          >
            {heading}
          </h2>
          {bio.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-pretty">
              {paragraph}
            </p>
          ))}
        </div>
        {[audience, start].map((part) => (
          <div key={part.heading}>
            <h3 className={subheadingClass}>{part.heading}</h3>
            <p className={partTextClass}>{part.text}</p>
          </div>
        ))}
      </div>

      <div className="mt-8 border-t border-border pt-8 lg:border-t-0 lg:border-l card-wide:mt-0 card-wide:bg-muted/40 card-wide:p-8">
        <h3 className={subheadingClass}>{services.heading}</h3>
        <p className={partTextClass}>{services.text}</p>
        <ul className="mt-4 grid border-t border-border card-wide:max-lg:grid-cols-2 card-wide:max-lg:gap-x-6">
          {serviceSlugs.map((slug) => (
            <li key={slug} className="border-b border-border">
              <a
                href={localizedPath(locale, servicePath(slug))}
                className="group flex min-h-11 items-center justify-between gap-3 py-2 font-medium transition-colors hover:text-brand-indigo"
              >
                {tServices(slug)}
                <Icon
                  name="arrow-right"
                  className="size-4 shrink-0 text-muted-foreground motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                />
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a
            href={localizedPath(locale, pagePath.contact)}
            className={cn(
              buttonVariants(),
              'h-auto min-h-11 max-w-full py-2.5 text-center whitespace-normal',
            )}
          >
            {links.booking}
          </a>
          <a
            href={localizedPath(locale, pagePath.team)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-primary underline-offset-4 hover:underline"
          >
            {links.story}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
