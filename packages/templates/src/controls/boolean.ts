import type { ControlHandler } from './ControlHandler';

/** BOOLEAN: a switch (是/否); in editable tables it toggles on row click. */
export const booleanControl: ControlHandler = { describe: () => ({ widget: 'switch', multiple: false }) };
