/** Field names masked when desensitization is '1' (matched on the name's ending, case-insensitive). */
const ID_NUMBER = /idnumber$/i;
const MOBILE = /mobile$/i;

/**
 * Masks an id number (first 6 + 8 asterisks + last 4) or a mobile (first 3 + 4 asterisks + last 4)
 * by the field's name; other fields, and values too short to mask, come back unchanged.
 */
export function maskValue(fieldName: string, text: string): string {
  if (ID_NUMBER.test(fieldName) && text.length > 10) {
    return `${text.slice(0, 6)}********${text.slice(-4)}`;
  }
  if (MOBILE.test(fieldName) && text.length > 7) {
    return `${text.slice(0, 3)}****${text.slice(-4)}`;
  }
  return text;
}
