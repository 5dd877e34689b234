import { Fragment } from 'react';
import { site } from '@/config/site';
import type { ContactPlaceholder } from '@/content/company/legal-document';

export const proseLinkClass = 'prose-link';

const contactLinks: Record<ContactPlaceholder, { href: string; label: string }> = {
  email: { href: `mailto:${site.email}`, label: site.email },
  phone: { href: `tel:${site.phone.e164}`, label: site.phone.display },
};

export function ContactText({ text }: { text: string }) {
  // Splitting on a capturing group keeps the placeholder names at the odd indexes.
  const parts = text.split(/\{(email|phone)\}/);
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const link = contactLinks[part as ContactPlaceholder];
    return (
      <a key={index} href={link.href} className={proseLinkClass}>
        {link.label}
      </a>
    );
  });
}
