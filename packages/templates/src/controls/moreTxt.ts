import type { ControlHandler } from './ControlHandler';

/** MORE_TXT: several text values entered one by one, kept comma-joined. */
export const moreTxtControl: ControlHandler = { describe: () => ({ widget: 'multiInput', multiple: true }) };
