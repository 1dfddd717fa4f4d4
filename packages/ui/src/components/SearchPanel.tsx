import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Col, Row, Space, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import type { SearchFieldSpec, SearchInputValue, SearchValues } from '@wb/templates';
import { useLeadingDebounce } from '../hooks/useLeadingDebounce';
import { RESET_DEBOUNCE_MS, SUBMIT_DEBOUNCE_MS } from '../logic/leadingDebounce';
import { searchSummary } from '../logic/searchSummary';
import { SearchInput } from './SearchInput';

/** SPEC.md §9: the search panel is at most 300 px high and scrolls. */
export const SEARCH_PANEL_MAX_HEIGHT = 300;

export interface SearchPanelProps {
  specs: readonly SearchFieldSpec[];
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  onSearch: () => void;
  /** restores the defaults, then searches (the caller does both); debounced 1000 ms here */
  onReset: () => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/**
 * The collapsible advanced-search panel (SPEC.md §2, §4): one input per search field; Enter submits;
 * collapsed, it lists the current conditions and their count.
 */
export function SearchPanel({ specs, values, onChange, onSearch, onReset, collapsed, onCollapsedChange }: SearchPanelProps) {
  const reset = useLeadingDebounce(onReset, RESET_DEBOUNCE_MS);
  const search = useLeadingDebounce(onSearch, SUBMIT_DEBOUNCE_MS);
  const summary = searchSummary(specs, values);
  if (specs.length === 0) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Enter submits from any input; open select lists and pickers keep Enter for themselves
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    if (target.closest('.ant-select-open, .ant-picker-focused.ant-picker-range')) return;
    search();
  };

  const set = (key: string, value: SearchInputValue) => onChange({ ...values, [key]: value });

  return (
    <div data-testid="search-panel" className="wb-search-panel" style={{ marginBottom: 12 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: collapsed ? 0 : 8 }} wrap>
        <Space wrap size={[4, 4]}>
          <Button
            type="link"
            size="small"
            icon={collapsed ? <DownOutlined /> : <UpOutlined />}
            onClick={() => onCollapsedChange(!collapsed)}
            aria-expanded={!collapsed}
            style={{ paddingInline: 0 }}
          >
            {collapsed ? '展开搜索' : '收起搜索'}
          </Button>
          <Badge count={summary.length} showZero color={summary.length ? '#0e7c8c' : '#bfbfbf'} data-testid="search-condition-count" />
          {collapsed &&
            (summary.length === 0 ? (
              <Typography.Text type="secondary">当前无查询条件</Typography.Text>
            ) : (
              summary.map((s) => (
                <Tag key={s.key} data-testid="search-condition">
                  {s.label}: {s.text}
                </Tag>
              ))
            ))}
        </Space>
        {collapsed && (
          <Space>
            <Button type="primary" size="small" onClick={search}>
              查询
            </Button>
            <Button size="small" onClick={reset}>
              重置
            </Button>
          </Space>
        )}
      </Space>
      {!collapsed && (
        <div onKeyDown={onKeyDown} style={{ maxHeight: SEARCH_PANEL_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden' }}>
          <Row gutter={[12, 8]}>
            {specs.map((spec) => (
              <Col key={spec.key} xs={24} sm={12} md={8} xl={6}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <span style={{ flex: '0 0 90px', textAlign: 'right', color: 'rgba(0,0,0,0.65)' }} title={spec.label}>
                    {spec.label}
                  </span>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <SearchInput spec={spec} value={values[spec.key]} onChange={(v) => set(spec.key, v)} />
                  </div>
                </div>
              </Col>
            ))}
            <Col xs={24} sm={12} md={8} xl={6}>
              <Space>
                <Button type="primary" onClick={search}>
                  查询
                </Button>
                <Button onClick={reset}>重置</Button>
              </Space>
            </Col>
          </Row>
        </div>
      )}
    </div>
  );
}
