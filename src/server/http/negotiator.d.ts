// The package ships no types; only the part used to pick a response encoding is declared.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
