// The skip link's target, and the element the first paint waits for.
export const MAIN_CONTENT_ID = 'main';
