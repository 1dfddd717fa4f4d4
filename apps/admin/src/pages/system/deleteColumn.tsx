import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

/** The 操作 column of a small settings table: 删除 after 温馨提示 / 确定删除吗? (SPEC §5). */
export function deleteColumn<T>(onDelete: (row: T) => Promise<void>) {
  return {
    title: '操作',
    key: 'actions',
    width: 90,
    render: (_: unknown, row: T) => (
      <Popconfirm
        title="温馨提示"
        description="确定删除吗?"
        okText="确定"
        cancelText="取消"
        onConfirm={() => onDelete(row)}
      >
        <Button type="link" size="small" danger icon={<DeleteOutlined />}>
          删除
        </Button>
      </Popconfirm>
    ),
  };
}
