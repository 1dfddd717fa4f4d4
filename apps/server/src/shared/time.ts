const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the business day containing `now` at a fixed UTC offset (China has no DST), as a UTC instant. */
export function dayStart(now: Date, offsetMinutes: number, daysAgo = 0): Date {
  const local = now.getTime() + offsetMinutes * 60_000;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - offsetMinutes * 60_000 - daysAgo * DAY_MS);
}

/** yyyy-MM-dd HH:mm:ss in the site's offset, the format SPEC.md §9 uses on the wire. */
export function formatDateTime(date: Date, offsetMinutes: number): string {
  return new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDate(date: Date, offsetMinutes: number): string {
  return formatDateTime(date, offsetMinutes).slice(0, 10);
}
