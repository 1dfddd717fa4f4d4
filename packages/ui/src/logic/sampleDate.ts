import dayjs from 'dayjs';

/** SPEC.md §3 / §9: the date and sample-count dialog gives a datetime and a sample-car count 0–500 (default 1). */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const SAMPLE_COUNT_MIN = 0;
export const SAMPLE_COUNT_MAX = 500;
export const SAMPLE_COUNT_DEFAULT = 1;
export const MSG_SAMPLE_COUNT = `取样车数必须是${SAMPLE_COUNT_MIN}到${SAMPLE_COUNT_MAX}之间的整数`;

export interface SampleDateOutput {
  /** yyyy-MM-dd HH:mm:ss */
  datetime: string;
  sampleCount: number;
}

/** The dialog's starting date: a Date (or a valid dayjs/date text) as given, anything else becomes now (SPEC.md §5). */
export function initialSampleDate(value: unknown, now: Date): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  return now;
}

/** The count's problem, or null when it is an integer 0–500. */
export function sampleCountProblem(count: unknown): string | null {
  if (typeof count !== 'number' || !Number.isInteger(count)) return MSG_SAMPLE_COUNT;
  return count < SAMPLE_COUNT_MIN || count > SAMPLE_COUNT_MAX ? MSG_SAMPLE_COUNT : null;
}

/** What the dialog hands back; a non-Date becomes now. */
export function sampleDateOutput(date: unknown, sampleCount: number, now: Date): SampleDateOutput {
  return { datetime: dayjs(initialSampleDate(date, now)).format(DATETIME_FORMAT), sampleCount };
}
