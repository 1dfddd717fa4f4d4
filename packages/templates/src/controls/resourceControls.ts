import type { ControlHandler } from './ControlHandler';

/** RESOURCE_CONTROLS: pick one row from the linked popup template (cgFormatResId). */
export const resourceControl: ControlHandler = {
  describe: () => ({
    widget: 'resourcePicker',
    multiple: false,
    picker: { display: 'text', confirmButton: true },
  }),
};

/** RESOURCE_CONTROLS_MORE: pick several rows; values comma-joined. */
export const resourceMoreControl: ControlHandler = {
  describe: () => ({
    widget: 'resourcePicker',
    multiple: true,
    picker: { display: 'text', confirmButton: true },
  }),
};

/** RESOURCE_CONTROLS_MORE_FOLD: pick several rows, shown as tags. */
export const resourceMoreFoldControl: ControlHandler = {
  describe: () => ({
    widget: 'resourcePicker',
    multiple: true,
    picker: { display: 'tags', confirmButton: true },
  }),
};
