/** application/x-www-form-urlencoded body of the OAuth token calls. */
export function formEncode(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.append(key, value);
  return params.toString();
}
