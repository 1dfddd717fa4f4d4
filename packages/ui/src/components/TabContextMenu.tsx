import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

export interface TabContextMenuProps {
  /** the home tab cannot be closed: 关闭 is disabled on it */
  closable: boolean;
  onClose(): void;
  onCloseOthers(): void;
  onCloseAll(): void;
  children: ReactNode;
}

/** The right-click menu of a tab (SPEC.md §2): 关闭 / 关闭其他 / 关闭全部. */
export function TabContextMenu({ closable, onClose, onCloseOthers, onCloseAll, children }: TabContextMenuProps) {
  const items: MenuProps['items'] = [
    { key: 'close', label: '关闭', disabled: !closable },
    { key: 'others', label: '关闭其他' },
    { key: 'all', label: '关闭全部' },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // a click in the menu must not also select the tab under it
    domEvent.stopPropagation();
    if (key === 'close') onClose();
    else if (key === 'others') onCloseOthers();
    else onCloseAll();
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick }}>
      <span className="wb-tab-label">{children}</span>
    </Dropdown>
  );
}
