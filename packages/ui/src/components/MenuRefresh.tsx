import { useMenuRefresh } from '../hooks/useMenuRefresh';

/**
 * Runs `useMenuRefresh` in a component of its own: its store subscriptions then re-render only this
 * empty node, not the layout (a re-rendered shell closed an open tab context menu under the pointer).
 */
export function MenuRefresh(): null {
  useMenuRefresh();
  return null;
}
