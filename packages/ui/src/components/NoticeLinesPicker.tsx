import { Table, Tag } from 'antd';
import { useState } from 'react';
import { canMoveLine, type NoticeLineView } from '../logic/noticeLines';

/**
 * The lines of one notice for 关闭明细 (open lines may be chosen) or 打开明细 (closed lines may be
 * chosen); the others are shown greyed so the clerk sees the whole notice.
 */
export function NoticeLinesPicker({ lines, closing, onChange }: { lines: readonly NoticeLineView[]; closing: boolean; onChange: (ids: string[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Table<NoticeLineView>
      data-testid="notice-lines"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => {
          const ids = keys.map(String);
          setChosen(ids);
          onChange(ids);
        },
        getCheckboxProps: (line) => ({ disabled: !canMoveLine(line, closing), 'aria-label': line.invName }),
      }}
      columns={[
        { title: '物料', dataIndex: 'invName' },
        { title: '计划量(吨)', dataIndex: 'plannedQuantity', width: 120 },
        {
          title: '状态',
          dataIndex: 'closed',
          width: 90,
          render: (closed: boolean) => (closed ? <Tag color="default">已关闭</Tag> : <Tag color="green">未关闭</Tag>),
        },
      ]}
    />
  );
}
