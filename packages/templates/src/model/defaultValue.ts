/** JSON default of a range field. `start`/`end`: 'onDay', a signed day offset ('-1', '+7', 0) or a fixed 'YYYY-MM-DD'. */
export interface RangeDefaultSetting {
  start?: string | number;
  end?: string | number;
  /** 'HH:mm:ss'; default 00:00:00 */
  startTime?: string;
  /** 'HH:mm:ss'; default 23:59:59 */
  endTime?: string;
}

/** '+' adds, '-' subtracts, 'fixed' sets the component; empty keeps the current value. */
export type RelativeMark = '+' | '-' | 'fixed' | '';

/** JSON default of a date field, relative to now. */
export interface RelativeDateSetting {
  yearMark?: RelativeMark;
  year?: number | string;
  monthMark?: RelativeMark;
  month?: number | string;
  dayMark?: RelativeMark;
  day?: number | string;
  hourMark?: RelativeMark;
  hour?: number | string;
  minuteMark?: RelativeMark;
  minute?: number | string;
  secondMark?: RelativeMark;
  second?: number | string;
}

/** Who is signed in, for the currentLoginId() … currentGroupName() default tokens. */
export interface UserContext {
  loginId: string;
  loginName: string;
  companyId: string;
  companyName: string;
  groupId: string;
  groupName: string;
}

/** What default values are resolved against; `now` is injected so results are reproducible. */
export interface DefaultValueContext {
  now: Date;
  user: UserContext;
}
