import 'server-only';
import VCard from 'vcard-creator';
import { pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';

const VCARD_CONTENT_TYPE = 'text/vcard; charset=utf-8';

export const vcardFileName = `${site.cardSlug}.vcf`;

export function founderVCard({
  locale,
  jobTitle,
  note,
}: {
  locale: Locale;
  jobTitle: string;
  note: string;
}): string {
  return new VCard()
    .addName({ givenName: site.founder.givenName, familyName: site.founder.familyName })
    .addCompany({ name: site.name })
    .addJobtitle(jobTitle)
    .addEmail({ address: site.email, type: ['internet', 'work', 'pref'] })
    .addPhoneNumber({ number: site.phone.e164, type: ['work', 'voice', 'pref'] })
    .addUrl({ url: canonicalUrl(locale, pagePath.home), type: ['work'] })
    .addUrl({ url: canonicalUrl(locale, pagePath.card) })
    .addNote(note)
    .toString();
}

export function vcardResponse(vcard: string): Response {
  return new Response(vcard, {
    headers: {
      'Content-Type': VCARD_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${vcardFileName}"`,
    },
  });
}
