import type { AppConfig, OAuthClient } from '../config';
import { unauthorized } from '../http/errors';
import { safeEqual } from './tokens';

/**
 * Identifies the OAuth client from `Authorization: Basic base64(id:secret)`. Public clients are
 * identified, not authenticated (a browser bundle cannot hide a secret); confidential clients must
 * present their secret.
 */
export function authenticateClient(config: AppConfig, header: string | undefined): OAuthClient {
  if (!header?.startsWith('Basic ')) throw unauthorized();
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    throw unauthorized();
  }
  const colon = decoded.indexOf(':');
  const clientId = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  const client = config.clients.find((c) => c.clientId === clientId);
  if (!client) throw unauthorized();
  if (client.kind === 'confidential' && !(client.secret && safeEqual(secret, client.secret)))
    throw unauthorized();
  return client;
}
