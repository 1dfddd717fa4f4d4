import type { ControlHandler } from './ControlHandler';

/** DATA_BOX: date. */
export const dataBoxControl: ControlHandler = {
  describe: () => ({ widget: 'date', multiple: false, valueFormat: 'YYYY-MM-DD' }),
};

/** DATA_BOX_TIM: date and time. */
export const dataBoxTimControl: ControlHandler = {
  describe: () => ({ widget: 'datetime', multiple: false, valueFormat: 'YYYY-MM-DD HH:mm:ss' }),
};
