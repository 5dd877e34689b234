import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskPageRoutes, isDeskPage, isDeskPath } from './desk';

const deskAppDir = path.resolve(__dirname, '..', 'app', '(studio)', '[locale]');

function pageRoutes(dir: string, route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'page.tsx' ? [route] : [];
    const segment = entry.name.startsWith('(') ? '' : `/${entry.name}`;
    return pageRoutes(path.join(dir, entry.name), `${route}${segment}`);
  });
}

describe('the desk page routes', () => {
  it('name every page under the desk’s app folder, and nothing else', () => {
    expect([...deskPageRoutes].sort()).toEqual(pageRoutes(deskAppDir).sort());
  });

  it('match a dynamic segment with any one value', () => {
    expect(isDeskPage('/studio/bookings/3f1c')).toBe(true);
    expect(isDeskPage('/studio/bookings/3f1c/edit')).toBe(false);
    expect(isDeskPage('/studio/bookings/')).toBe(false);
    expect(isDeskPage('/studio/nothing-here')).toBe(false);
    expect(isDeskPath('/studio/nothing-here')).toBe(true);
    expect(isDeskPath('/studiolo')).toBe(false);
  });
});
