import { describe, expect, it } from 'vitest';
import { refusePageMethod } from './page-methods';

describe('methods a page answers', () => {
  it('lets GET and HEAD through', () => {
    expect(refusePageMethod('GET')).toBeUndefined();
    expect(refusePageMethod('HEAD')).toBeUndefined();
  });

  it('answers anything else with 405, naming the methods allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = refusePageMethod(method)!;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe('Method Not Allowed\n');
    }
  });
});
