import type { ControlHandler } from './ControlHandler';

/** NONE_WHOLE: a popup that only shows its rows; the picker has no 确 定 button. */
export const noneWholeControl: ControlHandler = {
  describe: () => ({
    widget: 'resourcePicker',
    multiple: false,
    readOnly: true,
    picker: { display: 'text', confirmButton: false },
  }),
};
