import { POST as authenticationOptions } from '@/app/api/studio/auth/authentication/options/route';
import { POST as authenticationVerify } from '@/app/api/studio/auth/authentication/verify/route';
import { POST as registrationOptions } from '@/app/api/studio/auth/registration/options/route';
import { POST as registrationVerify } from '@/app/api/studio/auth/registration/verify/route';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import {
  authenticationResponse,
  registrationResponse,
  type SoftwarePasskey,
} from './passkey-authenticator';
import { newClientAddress, SITE } from './requests';

type Route = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

interface SendOptions {
  method?: string;
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body. */
  form?: FormData;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

// A browser's part in the desk's API: its cookie jar, its origin, its passkeys.
export class DeskBrowser {
  readonly cookies = new Map<string, string>();
  readonly client = newClientAddress();
  origin = SITE;

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(
    route: Route,
    path: string,
    { method = 'POST', body, form, headers = {}, params }: SendOptions = {},
  ) {
    const write = method !== 'GET';
    const request = new Request(`${this.origin}${path}`, {
      method,
      headers: {
        [PEER_ADDRESS_HEADER]: this.client,
        ...(write ? { origin: this.origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const response = await route(request, params ? { params: Promise.resolve(params) } : undefined);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0(;|$)/.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async registrationOptions(token: string) {
    const response = await this.send(registrationOptions, '/api/studio/auth/registration/options', {
      body: { token },
    });
    return { response, options: response.ok ? (await response.json()).options : undefined };
  }

  async enroll(token: string, name: string, passkey: SoftwarePasskey): Promise<Response> {
    const { response, options } = await this.registrationOptions(token);
    if (!response.ok) return response;
    return this.send(registrationVerify, '/api/studio/auth/registration/verify', {
      body: {
        name,
        response: registrationResponse(passkey, {
          challenge: options.challenge,
          origin: this.origin,
        }),
      },
    });
  }

  async authenticationChallenge(): Promise<string> {
    const response = await this.send(
      authenticationOptions,
      '/api/studio/auth/authentication/options',
      {
        body: {},
      },
    );
    return (await response.json()).options.challenge;
  }

  verifyAuthentication(response: unknown): Promise<Response> {
    return this.send(authenticationVerify, '/api/studio/auth/authentication/verify', {
      body: { response },
    });
  }

  async signIn(passkey: SoftwarePasskey): Promise<Response> {
    const challenge = await this.authenticationChallenge();
    return this.verifyAuthentication(
      authenticationResponse(passkey, { challenge, origin: this.origin }),
    );
  }
}
