import type { ControlHandler } from './ControlHandler';

/** AUTO_COMPLETE: free text with suggestions (suffix options unless the input contains '@'). */
export const autoCompleteControl: ControlHandler = {
  describe: () => ({ widget: 'autoComplete', multiple: false }),
};

/** SEARCH_AUTOMATIC: select searched on the server as the user types ({search} URL placeholder). */
export const searchAutomaticControl: ControlHandler = {
  describe: () => ({ widget: 'remoteSearch', multiple: false }),
};

/** AUTO_SELECT: select whose options are loaded from the configured lookup URL. */
export const autoSelectControl: ControlHandler = {
  describe: () => ({ widget: 'remoteSelect', multiple: false }),
};
