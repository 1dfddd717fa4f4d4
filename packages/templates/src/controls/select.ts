import type { ControlHandler } from './ControlHandler';

/** SELECT: one option from a dropdown. */
export const selectControl: ControlHandler = { describe: () => ({ widget: 'select', multiple: false }) };

/** SELECT_MORE: several options; 至少选择一项 when required. */
export const selectMoreControl: ControlHandler = { describe: () => ({ widget: 'select', multiple: true }) };
