import type { ControlHandler } from './ControlHandler';

/** TIME_BOX_TIM: a time point. */
export const timeBoxTimControl: ControlHandler = {
  describe: () => ({ widget: 'time', multiple: false, valueFormat: 'HH:mm:ss' }),
};

/** TIME_RANGE_BOX: date-time range (time-range dialog, 00:00:00 to 23:59:59 by default). */
export const timeRangeBoxControl: ControlHandler = {
  describe: () => ({ widget: 'timeRange', multiple: false, valueFormat: 'YYYY-MM-DD HH:mm:ss' }),
};
