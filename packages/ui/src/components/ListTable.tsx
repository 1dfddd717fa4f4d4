import { App, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { summaryRow, type ColumnSpec, type SortSpec } from '@wb/templates';
import type { RecordRow } from '@wb/api';
import { EMPTY_TEXT, PAGE_SIZES, pageNotice, pageSizeNotice, totalText } from '../logic/listPaging';
import { tableSort } from '../logic/listRequest';
import { CellText } from './CellText';

/** width of a column whose template sets none (long values end in an ellipsis, full text on hover) */
const DEFAULT_COLUMN_WIDTH = 150;

export interface ListTableProps {
  columns: readonly ColumnSpec[];
  rows: readonly RecordRow[];
  total: number;
  loading?: boolean;
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  sort: SortSpec | null;
  selectedKeys: readonly string[];
  /** radio selection (popup single select) instead of checkboxes */
  single?: boolean;
  onSelect: (keys: string[], rows: RecordRow[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: SortSpec | null) => void;
  desensitization?: string;
  /** table body height before it scrolls */
  scrollY?: number;
  testId?: string;
  /** a double-clicked row (the list page opens its detail) */
  onRowDoubleClick?: (row: RecordRow) => void;
}

/**
 * The template table (SPEC.md §2): columns from the engine, server-side sorting by sortable
 * columns, row selection, the 合计 row of itotal columns, pagination with its notices, 暂无数据.
 */
export function ListTable({
  columns,
  rows,
  total,
  loading,
  page,
  pageSize,
  pageSizes = PAGE_SIZES,
  sort,
  selectedKeys,
  single,
  onSelect,
  onPage,
  onSort,
  desensitization = '0',
  scrollY,
  testId = 'list-table',
  onRowDoubleClick,
}: ListTableProps) {
  const { message } = App.useApp();
  const hasSummary = columns.some((c) => c.summable);

  const antColumns: ColumnsType<RecordRow> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.label,
    // Every column gets a width (its own, else its minimum or 150 px): with the fixed header antd
    // draws header and body as two tables, and columns sized only by their content drifted apart
    // when the rows arrived after the header was measured.
    width: c.width ?? Math.max(c.minWidth, DEFAULT_COLUMN_WIDTH),
    fixed: c.fixed,
    ellipsis: true,
    // The same minimum on header and body cells: with the fixed header (scroll.y) antd draws them as two
    // tables and sizes the header's columns from the body's; a minimum on the header alone pushed the
    // header cells right of their values.
    onHeaderCell: () => ({ style: { minWidth: c.minWidth } }),
    onCell: () => ({ style: { minWidth: c.minWidth } }),
    sorter: c.sortable,
    sortOrder: c.sortable && sort?.key === c.key ? (sort.dir === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown) => <CellText field={c.field} value={value} desensitization={desensitization} />,
  }));

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<RecordRow> | SorterResult<RecordRow>[],
    extra: { action: string },
  ) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      onSort(tableSort({ columnKey: one?.columnKey, field: one?.field, order: one?.order ?? null }));
      return;
    }
    if (extra.action !== 'paginate') return;
    const nextSize = pagination.pageSize ?? pageSize;
    const nextPage = pagination.current ?? page;
    if (nextSize !== pageSize) {
      void message.info(pageSizeNotice(nextSize));
      onPage(1, nextSize);
    } else if (nextPage !== page) {
      void message.info(pageNotice(nextPage));
      onPage(nextPage, nextSize);
    }
  };

  return (
    <div data-testid={testId}>
      <Table<RecordRow>
        size="small"
        bordered
        rowKey="id"
        loading={loading}
        columns={antColumns}
        dataSource={rows as RecordRow[]}
        locale={{ emptyText: EMPTY_TEXT }}
        scroll={{ x: 'max-content', ...(scrollY ? { y: scrollY } : {}) }}
        rowSelection={{
          type: single ? 'radio' : 'checkbox',
          selectedRowKeys: [...selectedKeys],
          preserveSelectedRowKeys: false,
          onChange: (keys, selected) => onSelect(keys.map(String), selected),
        }}
        onRow={(row) => ({
          onDoubleClick: onRowDoubleClick ? () => onRowDoubleClick(row) : undefined,
          // clicking a row toggles it, as the legacy tables did
          onClick: (e) => {
            if ((e.target as HTMLElement).closest('.ant-table-selection-column, a, button')) return;
            const key = row.id;
            if (single) onSelect([key], [row]);
            else {
              const has = selectedKeys.includes(key);
              const keys = has ? selectedKeys.filter((k) => k !== key) : [...selectedKeys, key];
              onSelect(keys, rows.filter((r) => keys.includes(r.id)));
            }
          },
        })}
        onChange={onChange}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: pageSizes.map(String),
          showTotal: (t) => totalText(t),
          size: 'small',
        }}
        summary={
          hasSummary && rows.length > 0
            ? () => {
                const sums = summaryRow(columns, rows);
                return (
                  <Table.Summary fixed>
                    <Table.Summary.Row data-testid="summary-row">
                      <Table.Summary.Cell index={0} />
                      {columns.map((c, i) => (
                        <Table.Summary.Cell key={c.key} index={i + 1}>
                          <Typography.Text strong>{sums[c.key] ?? ''}</Typography.Text>
                        </Table.Summary.Cell>
                      ))}
                    </Table.Summary.Row>
                  </Table.Summary>
                );
              }
            : undefined
        }
      />
    </div>
  );
}
