// The package ships no types; only the part used to pick a response encoding is declared.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The available encodings the client accepts, best first; `preferred` breaks ties. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
