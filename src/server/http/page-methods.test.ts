import { describe, expect, it } from 'vitest';
import { refusePageRequest } from './page-methods';

const request = (method: string) => new Request('http://localhost/booking/cancel', { method });

describe('methods a page answers', () => {
  it('lets GET and HEAD through', () => {
    expect(refusePageRequest(request('GET'))).toBeUndefined();
    expect(refusePageRequest(request('HEAD'))).toBeUndefined();
  });

  it('answers anything else with 405, naming the methods allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = refusePageRequest(request(method))!;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe('Method Not Allowed\n');
    }
  });
});
