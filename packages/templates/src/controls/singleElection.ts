import type { ControlHandler } from './ControlHandler';

/** SINGLE_ELECTION: radio group. */
export const singleElectionControl: ControlHandler = {
  describe: () => ({ widget: 'radio', multiple: false }),
};
