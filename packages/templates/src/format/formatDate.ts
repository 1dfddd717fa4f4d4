import dayjs from 'dayjs';
import type { DateFormatCode } from '../model/enums';
import { parseDateValue } from './parseDateValue';

/**
 * The six selectable date display formats. 1 and 2 are the two SPEC patterns; 3–6 are the
 * other shapes the lists need (minutes, time of day, month, Chinese long date for prints).
 */
export const DATE_FORMATS: Readonly<Record<DateFormatCode, string>> = {
  1: 'YYYY-MM-DD',
  2: 'YYYY-MM-DD HH:mm:ss',
  3: 'YYYY-MM-DD HH:mm',
  4: 'HH:mm:ss',
  5: 'YYYY-MM',
  6: 'YYYY年MM月DD日',
};

/** Formats a date value by code; unparseable input comes back as its own text, empty as ''. */
export function formatDate(value: unknown, code: DateFormatCode): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDateValue(value);
  if (!date) return String(value);
  return dayjs(date).format(DATE_FORMATS[code]);
}
