import { TITLE_SUFFIX } from '@/config/site';

const MAX_TITLE = 60;
const articleTitleSuffixes = [` · Blogazine${TITLE_SUFFIX}`, TITLE_SUFFIX];

function* headlineCandidates(headline: string) {
  yield headline;
  const clause = headline.split(/[:.,;—]\s/)[0]!.trim();
  if (clause !== headline && clause.length >= 15) yield clause;
  const room = MAX_TITLE - TITLE_SUFFIX.length - 1;
  let words = '';
  for (const word of headline.split(/\s+/)) {
    const next = words ? `${words} ${word}` : word;
    if (next.length > room) break;
    words = next;
  }
  // A first word longer than the room is cut: a title the desk saves must never fail the page.
  yield `${(words || headline.slice(0, room - 1)).replace(/[\s,:;.—-]+$/, '')}…`;
}

// 30-60 characters, which search results show whole.
export function articleDocumentTitle(headline: string): string {
  for (const title of headlineCandidates(headline)) {
    const suffix = articleTitleSuffixes.find((s) => title.length + s.length <= MAX_TITLE);
    if (suffix) return `${title}${suffix}`;
  }
  throw new Error(`No title fits for "${headline}"`);
}
