/**
 * Finds the prompt a callout offers readers: a phrase in single quotes ('…' or ‘…’). Apostrophes
 * inside words (don't, team's, What’s) are not quotes, because an opening quote must follow a
 * space or opening punctuation and a closing one must precede a space, punctuation or the end.
 * A single quoted word is a term, not a prompt, so a phrase needs at least two words. When a
 * callout quotes several phrases, the longest is the prompt.
 */
const QUOTED_PHRASE =
  /(?<=^|[\s(\[:—–¿¡"“«])['‘](?<phrase>[^\s'‘’][^]*?[^\s'‘])['’](?=$|[\s.,;:!?)\]—–"”»])/gu;

export function extractPrompt(text: string): string | undefined {
  let best: string | undefined;
  for (const match of text.matchAll(QUOTED_PHRASE)) {
    const phrase = match.groups?.phrase?.trim();
    if (!phrase || phrase.split(/\s+/).length < 2) continue;
    if (!best || phrase.length > best.length) best = phrase;
  }
  return best;
}
