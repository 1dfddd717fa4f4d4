const SHAPE = /^(\d{15}|\d{17}[\dX])$/;
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 91,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_DIGITS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(year, month, 0).getDate();
}

/** The check digit of the first 17 digits of an 18-character id number. */
export function idNumberCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_DIGITS[sum % 11];
}

/**
 * Chinese resident id number (SPEC §5), checked in this order; empty passes. A lowercase x is
 * read as X. Returns the SPEC message of the first failed check, or null.
 */
export function validateIdNumber(value: string): string | null {
  const id = value.trim().toUpperCase();
  if (id === '') return null;
  if (!SHAPE.test(id)) return '身份证号校验错误!';
  const [year, month, day] =
    id.length === 15
      ? [1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12))]
      : [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  if ((id.length === 18 && (year < 1800 || year > 2100)) || !isRealDate(year, month, day)) {
    return '身份证号格式错误!';
  }
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return '身份证号地址编码错误!';
  if (id.length === 18 && idNumberCheckDigit(id.slice(0, 17)) !== id[17]) return '身份证号校验位错误!';
  return null;
}
