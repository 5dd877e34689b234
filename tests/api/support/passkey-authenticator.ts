import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software passkey (ES256, no attestation) that answers WebAuthn options as a browser would.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function header(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? header(0, value) : header(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([header(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([header(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    header(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export function newSoftwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(32), privateKey, publicKey, counter: 0 };
}

interface Ceremony {
  challenge: string;
  rpId?: string;
  origin?: string;
}

function clientData(type: string, { challenge, origin = 'http://localhost:3000' }: Ceremony) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function coseKey(publicKey: KeyObject): Map<Cbor, Cbor> {
  const jwk = publicKey.export({ format: 'jwk' });
  return new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
}

export function registrationResponse(passkey: SoftwarePasskey, ceremony: Ceremony) {
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length);
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? 'localhost'),
    Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
    counterBytes(passkey.counter),
    Buffer.alloc(16),
    idLength,
    passkey.credentialId,
    cbor(coseKey(passkey.publicKey)),
  ]);
  const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

export function authenticationResponse(passkey: SoftwarePasskey, ceremony: Ceremony) {
  passkey.counter += 1;
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? 'localhost'),
    Buffer.from([USER_PRESENT | USER_VERIFIED]),
    counterBytes(passkey.counter),
  ]);
  const data = clientData('webauthn.get', ceremony);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
