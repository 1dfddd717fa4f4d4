import { Input, Space } from 'antd';
import type { ReactNode } from 'react';

/** Quick search (Enter or the search button) and the screen's buttons. */
export function ServiceToolbar({ placeholder, onSearch, children }: { placeholder: string; onSearch: (text: string) => void; children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Space wrap>{children}</Space>
      <Input.Search
        allowClear
        placeholder={placeholder}
        enterButton="查询"
        onSearch={onSearch}
        style={{ width: 320, marginLeft: 'auto' }}
        data-testid="service-search"
      />
    </div>
  );
}
