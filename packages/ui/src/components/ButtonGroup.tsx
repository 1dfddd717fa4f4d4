import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useLeadingDebounce } from '../hooks/useLeadingDebounce';
import { BUTTON_DEBOUNCE_MS } from '../logic/leadingDebounce';
import { LIST_BUTTON_LIMIT, splitButtons, type GroupButton } from '../logic/buttonGroup';

/** SPEC.md §9: a dropdown of more than 11 items scrolls. */
const SCROLL_AFTER = 11;

export interface ButtonGroupProps {
  buttons: readonly GroupButton[];
  onAction: (code: string) => void;
  /** 7 on list pages (default), 5 elsewhere */
  limit?: number;
  /** codes shown busy (e.g. an export under way) */
  loadingCodes?: readonly string[];
}

/** The page's buttons: the first `limit` as buttons, the rest under 更多; clicks debounced 1000 ms. */
export function ButtonGroup({ buttons, onAction, limit = LIST_BUTTON_LIMIT, loadingCodes = [] }: ButtonGroupProps) {
  const act = useLeadingDebounce(onAction, BUTTON_DEBOUNCE_MS);
  const { shown, more } = splitButtons(buttons, limit);
  return (
    <Space wrap size={[8, 8]} data-testid="button-group">
      {shown.map((b, i) => (
        <Button key={b.key} type={i === 0 ? 'primary' : 'default'} loading={loadingCodes.includes(b.code)} onClick={() => act(b.code)}>
          {b.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((b) => ({ key: b.code, label: b.label })),
            onClick: ({ key }) => act(key),
            style: more.length > SCROLL_AFTER ? { maxHeight: 360, overflowY: 'auto' } : undefined,
          }}
        >
          <Button>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
