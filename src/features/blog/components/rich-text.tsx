import { inlineParts, isOutsideLink } from '@/content/blog/inline-links';
import { publicEnv } from '@/config/public-env';

// Text as text, links as links: an address that leaves the site is marked so search engines do
// not count it as the studio's recommendation and the page it opens cannot reach back.
export function RichText({ text }: { text: string }) {
  const parts = inlineParts(text);
  if (parts.every((part) => typeof part === 'string')) return text;
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a
        key={index}
        href={part.href}
        rel={
          isOutsideLink(part.href, publicEnv.siteUrl) ? 'nofollow noopener noreferrer' : undefined
        }
        className="font-medium text-primary underline underline-offset-4"
      >
        {part.label}
      </a>
    ),
  );
}
