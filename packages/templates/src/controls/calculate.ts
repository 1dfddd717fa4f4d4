import type { ControlHandler } from './ControlHandler';

/** CALCULATE: the value comes from the field's formula (`calculate`); never typed in. */
export const calculateControl: ControlHandler = {
  describe: () => ({ widget: 'calculated', multiple: false, readOnly: true }),
};
