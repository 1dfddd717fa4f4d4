import type { ControlHandler } from './ControlHandler';

/** MULTIPLE_SELECTION: checkbox group. */
export const multipleSelectionControl: ControlHandler = {
  describe: () => ({ widget: 'checkbox', multiple: true }),
};
