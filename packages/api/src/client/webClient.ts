/**
 * The OAuth client the browser signs in as. apps/server registers `wb-web` as a public client (a
 * browser bundle cannot hide a secret), so the header is `Basic base64("wb-web:")`; ROUTES.md's
 * older `wb-web-secret` is not sent.
 */
export const WEB_CLIENT_ID = 'wb-web';

export function basicClientAuthorization(id = WEB_CLIENT_ID, secret = ''): string {
  return 'Basic ' + btoa(`${id}:${secret}`);
}
