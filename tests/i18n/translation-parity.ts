/** Helpers shared by the translation tests: walk two trees of copy and report what differs. */

type Leaf = { path: string; value: string };

export function leaves(tree: unknown, prefix = ''): Leaf[] {
  if (typeof tree === 'string') return [{ path: prefix, value: tree }];
  if (Array.isArray(tree))
    return tree.flatMap((item, index) => leaves(item, `${prefix}[${index}]`));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** Paths present in one tree and not the other, including arrays of different length. */
export function missingPaths(
  a: unknown,
  b: unknown,
): { onlyInFirst: string[]; onlyInSecond: string[] } {
  const first = new Set(leaves(a).map((leaf) => leaf.path));
  const second = new Set(leaves(b).map((leaf) => leaf.path));
  return {
    onlyInFirst: [...first].filter((path) => !second.has(path)),
    onlyInSecond: [...second].filter((path) => !first.has(path)),
  };
}

/**
 * Spanish values that equal the English ones. Brand names, codes and numbers are the same in
 * both languages; anything else identical is an untranslated string.
 */
export function untranslated(en: unknown, es: unknown, allowed: ReadonlySet<string>): Leaf[] {
  const english = new Map(leaves(en).map((leaf) => [leaf.path, leaf.value]));
  return leaves(es).filter(({ path, value }) => {
    if (english.get(path) !== value) return false;
    const trimmed = value.trim();
    if (allowed.has(trimmed)) return false;
    // Numbers, codes and punctuation-only values read the same in every language.
    return /\p{L}{2,}/u.test(trimmed.replace(/\{[^}]*\}/g, ''));
  });
}

/** Argument names of an ICU message; the words inside plural/select branches are copy, not names. */
export function placeholders(value: string): string[] {
  const names: string[] = [];
  let at = 0;
  const message = (): void => {
    while (at < value.length && value[at] !== '}') {
      if (value[at++] === '{') argument();
    }
  };
  const argument = (): void => {
    const [, name = '', type = ''] = /^\s*(\w+)\s*(?:,\s*(\w+))?/.exec(value.slice(at)) ?? [];
    names.push(name);
    if (['plural', 'select', 'selectordinal'].includes(type)) {
      at = value.indexOf(type, at) + type.length;
      while (at < value.length && value[at] !== '}') {
        if (value[at++] === '{') {
          message();
          at++;
        }
      }
    } else {
      while (at < value.length && value[at] !== '}') at++;
    }
    at++;
  };
  while (at < value.length) {
    message();
    at++;
  }
  return names.sort();
}
