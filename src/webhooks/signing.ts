/**
 * Signatures and headers of a delivery (docs/contract.md#webhooks). Two schemes are sent together:
 * - `X-Service-Signature`: lowercase hex HMAC-SHA256 of the raw body, keyed with the secret string
 *   exactly as issued (`whsec_...`);
 * - Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed
 *   with the base64-decoded part of the secret after `whsec_`, verifiable with the `standardwebhooks`
 *   package. During a rotation's grace period both secrets sign: the header lists both signatures,
 *   space-separated, and `X-Service-Signature-Previous` carries the old hex one.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SECRET_PREFIX = 'whsec_';

export const USER_AGENT = `napf-webhooks/${
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
}`;

export function hexSignature(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The HMAC key of the Standard Webhooks scheme: the bytes the secret's base64 part encodes. */
export function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

// Decoded keys as KeyObjects: signing with one is less than half the cost of decoding every time.
const keys = new Map<string, KeyObject>();

function standardKeyObject(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 1000) keys.clear();
    key = createSecretKey(standardKey(secret));
    keys.set(secret, key);
  }
  return key;
}

/** Over `id.timestamp.body`, fed in two parts: the body is hashed as it is, not copied into a new string. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string | Buffer): string {
  const hmac = createHmac('sha256', standardKeyObject(secret)).update(`${id}.${timestamp}.`);
  return `v1,${hmac.update(body).digest('base64')}`;
}

export interface SignInput {
  secret: string;
  /** The rotated-out secret while its grace period lasts, else null. */
  previousSecret: string | null;
  eventId: string;
  eventType: string;
  deliveryId: string;
  attempt: number;
  /** Unix seconds of this attempt (webhook-timestamp). */
  timestamp: number;
  /** The raw body, as text or as its UTF-8 bytes (the dispatcher encodes an event's body once). */
  body: string | Buffer;
}

export function deliveryHeaders(input: SignInput): Record<string, string> {
  const { secret, previousSecret, eventId, timestamp, body } = input;
  const signatures = [standardSignature(secret, eventId, timestamp, body)];
  if (previousSecret) signatures.push(standardSignature(previousSecret, eventId, timestamp, body));
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-signature': hexSignature(secret, body),
    ...(previousSecret ? { 'x-service-signature-previous': hexSignature(previousSecret, body) } : {}),
    'x-service-event': input.eventType,
    'x-service-delivery': input.deliveryId,
    'x-service-attempt': String(input.attempt),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
  };
}

/**
 * The wire body `{id, event, type, timestamp, data}`; `data` is already JSON text in the outbox.
 * `type` repeats `event` under the name the Standard Webhooks payload convention uses.
 */
export function deliveryBody(event: { id: string; type: string; created_at: string; data: string }): string {
  const name = JSON.stringify(event.type);
  return `{"id":${JSON.stringify(event.id)},"event":${name},"type":${name},"timestamp":${JSON.stringify(event.created_at)},"data":${event.data}}`;
}
