// Quotes count only at word edges (don't, What’s); a single quoted word is a term, not a prompt.
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
