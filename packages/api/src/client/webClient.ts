/** The OAuth client the web app signs in as (ROUTES.md: demo client wb-web / wb-web-secret). */
export const WEB_CLIENT_ID = 'wb-web';
export const WEB_CLIENT_SECRET = 'wb-web-secret';

export function basicClientAuthorization(id = WEB_CLIENT_ID, secret = WEB_CLIENT_SECRET): string {
  return 'Basic ' + btoa(`${id}:${secret}`);
}
