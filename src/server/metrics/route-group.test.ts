import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiGroups, methodLabel, routeGroup } from './route-group';

describe('route groups', () => {
  it('know every folder of the API', () => {
    const folders = readdirSync(path.resolve('src/app/api'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect([...apiGroups].sort()).toEqual(folders.sort());
  });

  it('name a request by what it reaches, never by what a client made up', () => {
    expect(routeGroup('/')).toBe('page');
    expect(routeGroup('/es/about?x=1')).toBe('page');
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('next-assets');
    expect(routeGroup('/api/booking/cancel')).toBe('api:booking');
    expect(routeGroup('/api/book-strategy-session')).toBe('api:book-strategy-session');
    expect(routeGroup('/api/analytics/view')).toBe('beacon');
    expect(routeGroup('/api/studio/leads?page=2')).toBe('desk-api');
    expect(routeGroup('/api/../../etc/passwd')).toBe('api:other');
    expect(routeGroup('/api/made-up-1')).toBe('api:other');
    expect(routeGroup('/studio')).toBe('desk');
    expect(routeGroup('/es/studio/leads')).toBe('desk');
    expect(routeGroup('/studious')).toBe('page');
    expect(routeGroup('/metrics?x')).toBe('metrics');
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('M-SEARCH')).toBe('other');
    expect(methodLabel(undefined)).toBe('other');
  });
});
