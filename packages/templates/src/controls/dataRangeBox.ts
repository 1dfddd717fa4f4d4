import type { ControlHandler } from './ControlHandler';

/** DATA_RANGE_BOX: date range [start, end]; searched as ge start and le end. */
export const dataRangeBoxControl: ControlHandler = {
  describe: () => ({ widget: 'dateRange', multiple: false, valueFormat: 'YYYY-MM-DD' }),
};
