import type { ControlHandler } from './ControlHandler';

/** ONE_TXT: single-line text. */
export const oneTxtControl: ControlHandler = { describe: () => ({ widget: 'input', multiple: false }) };
