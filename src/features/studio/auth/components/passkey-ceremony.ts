import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/api-client';

export interface CeremonyErrorTexts {
  cancelled: string;
  unsupported: string;
  alreadyRegistered: string;
  failed: string;
}

export function ceremonyErrorText(error: unknown, texts: CeremonyErrorTexts): string {
  if (error instanceof ApiError) return error.serverMessage ?? texts.failed;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return texts.alreadyRegistered;
  if (!browserSupportsWebAuthn()) return texts.unsupported;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return texts.cancelled;
  }
  return texts.failed;
}
