import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useSession, type MenuItem } from '@wb/api';
import { searchLeafMenus } from '../logic/menuSearch';

/**
 * The top bar's global search (SPEC.md §2): suggests the leaf menu items whose title contains the
 * text; picking one opens it through `onOpen`, which checks the frontend address first.
 */
export function MenuSearch({ onOpen }: { onOpen: (item: MenuItem) => void }) {
  const menu = useSession((s) => s.menu);
  const [text, setText] = useState('');
  const hits = useMemo(() => searchLeafMenus(menu, text), [menu, text]);
  return (
    <AutoComplete
      className="wb-menu-search"
      data-testid="menu-search"
      value={text}
      onChange={setText}
      style={{ width: 220 }}
      notFoundContent={text.trim() ? '没有匹配的菜单' : null}
      options={hits.map((hit) => ({
        value: hit.item.id,
        label: (
          <div title={hit.trail}>
            <div>{hit.item.title}</div>
            <div style={{ fontSize: 12, color: '#8c8c8c' }}>{hit.trail}</div>
          </div>
        ),
      }))}
      onSelect={(id: string) => {
        const hit = hits.find((h) => h.item.id === id);
        setText('');
        if (hit) onOpen(hit.item);
      }}
    >
      <Input allowClear prefix={<SearchOutlined />} placeholder="搜索菜单" aria-label="搜索菜单" />
    </AutoComplete>
  );
}
