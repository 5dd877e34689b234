import { inlineParts, isOutsideLink } from '@/content/blog/inline-links';
import { publicEnv } from '@/config/public-env';

// An outside link is nofollow (no endorsement) and noopener (its page cannot reach back).
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
