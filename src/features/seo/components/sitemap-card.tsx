'use client';

import { Check, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionCard } from './section-card';
import type { Locale } from '@/i18n/routing';
import { useSubmit } from '@/components/forms/use-submit';
import { apiRequest } from '@/lib/api-client';
import type { SitemapStatus } from '../server/sitemap-status';
import type { SeoDashboardText } from './dashboard-text';

type StatusState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; status: Pick<SitemapStatus, 'status' | 'sitemaps'> };

async function fetchStatus(locale: Locale): Promise<StatusState> {
  try {
    const response = await apiRequest('GET', `/api/seo-status?locale=${locale}`);
    return { state: 'ready', status: (await response.json()) as SitemapStatus };
  } catch (error) {
    console.warn('Loading the sitemap status failed:', error);
    return { state: 'failed' };
  }
}

const featureKeys = ['structuredData', 'metaOptimization', 'socialSharing', 'imageSeo'] as const;

export function SitemapCard({ locale, text }: { locale: Locale; text: SeoDashboardText }) {
  const copy = text.sitemaps;
  const [status, setStatus] = useState<StatusState>({ state: 'loading' });
  const { submit, pending: regenerating } = useSubmit();

  useEffect(() => {
    let current = true;
    void fetchStatus(locale).then((loaded) => {
      if (current) setStatus(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  async function regenerate() {
    const sent = await submit('POST', `/api/generate-sitemap?locale=${locale}`);
    if (sent.ok) console.info('Sitemaps regenerated:', sent.data);
    else console.warn('Regenerating the sitemaps failed:', sent.error ?? 'no answer');
    setStatus({ state: 'loading' });
    setStatus(await fetchStatus(locale));
  }

  return (
    <SectionCard
      title={copy.title}
      contentClassName="space-y-6"
      footer={
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={regenerate}
          disabled={regenerating}
        >
          <RefreshCw
            aria-hidden="true"
            className={regenerating ? 'motion-safe:animate-spin' : ''}
          />
          {regenerating ? copy.regenerating : copy.regenerate}
        </button>
      }
    >
      <p role="status" data-testid="sitemap-status">
        {status.state === 'ready'
          ? status.status.status
          : status.state === 'failed'
            ? copy.unavailable
            : copy.loading}
      </p>
      {status.state === 'ready' && (
        <div>
          <h3 className="font-semibold">{copy.links}</h3>
          <ul className="mt-2 space-y-1.5">
            {Object.entries(status.status.sitemaps).map(([name, url]) => (
              <li key={name} className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-sm text-muted-foreground">
                  {name in copy.names ? copy.names[name as keyof typeof copy.names] : name}
                </span>
                <a
                  href={url}
                  className="rounded-sm font-mono text-sm break-all text-primary underline-offset-4 hover:underline"
                >
                  {new URL(url).pathname}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold">{copy.featuresTitle}</h3>
        <ul className="mt-2 space-y-2">
          {featureKeys.map((key) => (
            <li key={key} className="flex gap-2 text-sm">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green" />
              {copy.features[key]}
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}
