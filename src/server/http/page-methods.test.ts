import { describe, expect, it } from 'vitest';
import { refusePageRequest } from './page-methods';

const request = (method: string, body?: BodyInit, contentType?: string) =>
  new Request('http://localhost/booking/cancel', {
    method,
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  });

function form() {
  const data = new FormData();
  data.set('token', 'abc');
  return data;
}

describe('methods a page answers', () => {
  it('lets GET and HEAD through', async () => {
    expect(await refusePageRequest(request('GET'))).toBeUndefined();
    expect(await refusePageRequest(request('HEAD'))).toBeUndefined();
  });

  it('answers anything else with 405, naming the methods allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = (await refusePageRequest(request(method)))!;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe('Method Not Allowed\n');
    }
  });

  it('lets a form page take a POSTed multipart form, and nothing else', async () => {
    const formPage = { formPage: true };
    expect(await refusePageRequest(request('POST', form()), formPage)).toBeUndefined();

    const broken = request('POST', '--x\r\nbroken', 'multipart/form-data; boundary=x');
    const plain = request('POST', 'token=abc', 'text/plain');
    for (const refused of [broken, plain, request('POST')]) {
      const response = (await refusePageRequest(refused, formPage))!;
      expect(response.status).toBe(400);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    expect((await refusePageRequest(request('PUT'), formPage))!.status).toBe(405);
  });
});
