/** Calls POST /api/oauth/token the way the web client does (form-encoded, Basic client header, device id). */
export async function requestToken(
  baseUrl: string,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('wb-web:').toString('base64')}`,
      deviceId: 'e2e-device',
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function passwordGrant(username: string, password: string): Record<string, string> {
  return { grant_type: 'password', username, password, scope: 'server' };
}
