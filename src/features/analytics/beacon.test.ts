// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_PATH, beaconScript } from './beacon';

const { pushState, replaceState } = history;
const sent = vi.fn((_url: string, _body: string) => true);

function setDocument(property: 'readyState' | 'prerendering' | 'referrer', value: unknown) {
  Object.defineProperty(document, property, { value, configurable: true });
}

// Each run's window listeners go with its test, so that no earlier run reports a later page.
let listeners: [string, EventListenerOrEventListenerObject][] = [];

function run() {
  const add = vi.spyOn(window, 'addEventListener');
  new Function(beaconScript)();
  listeners = add.mock.calls.map(([type, listener]) => [type, listener]);
  add.mockRestore();
}

const views = () => sent.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body) }));

describe('the page view beacon', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/');
    Object.defineProperty(navigator, 'sendBeacon', { value: sent, configurable: true });
    setDocument('readyState', 'loading');
    setDocument('prerendering', false);
  });
  afterEach(() => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    for (const [type, listener] of listeners) removeEventListener(type, listener);
    sent.mockClear();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(document, 'prerendering');
    Reflect.deleteProperty(document, 'referrer');
  });

  it('sends the page once it has loaded, with the page the visitor came from', () => {
    setDocument('referrer', 'https://www.google.com/');
    run();
    expect(sent).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    expect(views()).toEqual([
      { url: PAGE_VIEW_PATH, u: `${location.origin}/`, r: 'https://www.google.com/' },
    ]);
  });

  it('sends each soft navigation to another page, and nothing when only the state changes', () => {
    setDocument('readyState', 'complete');
    run();
    history.replaceState({ tree: 1 }, '', '/');
    history.pushState({}, '', '/about?utm_source=x');
    history.replaceState({}, '', '/about#team');
    history.pushState({}, '', '/blog');
    // Back: the browser changes the address, then tells the page.
    replaceState.call(history, {}, '', '/about');
    dispatchEvent(new PopStateEvent('popstate'));
    const path = (url: string) => (url ? new URL(url).pathname : '');
    expect(views().map(({ u, r }) => [path(u), path(r)])).toEqual([
      ['/', ''],
      ['/about', '/'],
      ['/blog', '/about'],
      ['/about', '/blog'],
    ]);
    expect(views()[1]!.u).toBe(`${location.origin}/about?utm_source=x`);
  });

  it('sends nothing from a browser sending Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    setDocument('readyState', 'complete');
    run();
    history.pushState({}, '', '/about');
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts a prerendered page only once the visitor is shown it', () => {
    setDocument('readyState', 'complete');
    setDocument('prerendering', true);
    run();
    expect(sent).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
