import type { ControlHandler } from './ControlHandler';

/** NUMBER: numeric input. */
export const numberControl: ControlHandler = { describe: () => ({ widget: 'number', multiple: false }) };
