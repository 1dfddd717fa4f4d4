import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import type { Tab } from '@wb/api';
import { isHomeTab } from '../logic/tabs';
import { TabContextMenu } from './TabContextMenu';

export interface TabStripProps {
  tabs: Tab[];
  /** the value of the page on screen */
  activeValue: string;
  onOpen(tab: Tab): void;
  onClose(tab: Tab): void;
  onCloseOthers(tab: Tab): void;
  onCloseAll(): void;
}

/**
 * The tab strip of the signed-in shell (SPEC.md §2): one tab per visited page, the home tab without ×,
 * a right-click menu on each tab, and 更多 with 关闭其他 (all but the active tab) and 关闭全部.
 */
export function TabStrip({ tabs, activeValue, onOpen, onClose, onCloseOthers, onCloseAll }: TabStripProps) {
  const byValue = (value: string) => tabs.find((t) => t.value === value);
  const active = byValue(activeValue) ?? tabs[0];
  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.value,
    closable: !isHomeTab(tab),
    label: (
      <TabContextMenu
        closable={!isHomeTab(tab)}
        onClose={() => onClose(tab)}
        onCloseOthers={() => onCloseOthers(tab)}
        onCloseAll={onCloseAll}
      >
        {tab.label}
      </TabContextMenu>
    ),
  }));
  const more: MenuProps = {
    items: [
      { key: 'others', label: '关闭其他' },
      { key: 'all', label: '关闭全部' },
    ],
    onClick: ({ key }) => (key === 'others' ? active && onCloseOthers(active) : onCloseAll()),
  };
  return (
    <div className="wb-tabstrip" data-testid="tab-strip">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeValue}
        items={items}
        onChange={(key) => {
          const tab = byValue(key);
          if (tab) onOpen(tab);
        }}
        onEdit={(key, action) => {
          const tab = typeof key === 'string' ? byValue(key) : undefined;
          if (action === 'remove' && tab) onClose(tab);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={more} trigger={['click']}>
              <Button size="small" className="wb-tabstrip-more" data-testid="tab-more">
                更多 <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
