import { Button, Collapse, Drawer, Empty, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { fetchSysLogData, type SysLogDetail, type SysLogEntry } from '@wb/api';
import { LogDetailDialog } from './LogDetailDialog';

export interface LogDrawerProps {
  open: boolean;
  /** the log of the record, already fetched: the drawer opens only when that fetch succeeded */
  entries: readonly SysLogEntry[];
  onClose: () => void;
}

/** Log times come as ISO instants; people read them in local time. */
const localTime = (t: string) => (dayjs(t).isValid() ? dayjs(t).format('YYYY-MM-DD HH:mm:ss') : t);
const millis = (v: string | number | null) => (v === null || v === '' ? '' : /^\d+(\.\d+)?$/.test(String(v)) ? `${v} ms` : String(v));

type DetailState = { status: 'loading' } | { status: 'done'; detail: SysLogDetail } | { status: 'failed' };

/** 日志详情 (SPEC.md §2): the record's log entries; an entry's detail is fetched on its first expand. */
export function LogDrawer({ open, entries, onClose }: LogDrawerProps) {
  const [details, setDetails] = useState<Record<string, DetailState>>({});
  const [shown, setShown] = useState<SysLogDetail | null>(null);

  const expand = (keys: string[]) => {
    for (const id of keys) {
      if (details[id] && details[id].status !== 'failed') continue;
      setDetails((d) => ({ ...d, [id]: { status: 'loading' } }));
      fetchSysLogData(id)
        .then((detail) => setDetails((d) => ({ ...d, [id]: { status: 'done', detail } })))
        .catch(() => setDetails((d) => ({ ...d, [id]: { status: 'failed' } })));
    }
  };

  const body = (id: string) => {
    const state = details[id];
    if (!state || state.status === 'loading') return <Spin size="small" />;
    if (state.status === 'failed') return <Typography.Text type="secondary">加载失败</Typography.Text>;
    const { detail } = state;
    return (
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <span>请求地址：{detail.path}</span>
        <span>响应时间：{millis(detail.executeTime)}</span>
        <span>设备名称：{detail.clientInfo ?? ''}</span>
        <Button size="small" onClick={() => setShown(detail)}>
          查看详情
        </Button>
      </Space>
    );
  };

  return (
    <Drawer open={open} title="日志详情" width={520} onClose={onClose} destroyOnHidden>
      <div data-testid="log-drawer">
        {entries.length === 0 ? (
          <Empty description="暂无数据" />
        ) : (
          <Collapse
            onChange={(keys) => expand(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
            items={entries.map((e) => ({
              key: e.id,
              label: (
                <Space wrap size={[12, 0]}>
                  <Typography.Text strong>{e.actionName || e.action}</Typography.Text>
                  <span>{e.userName}</span>
                  <Typography.Text type="secondary">{localTime(e.createTime)}</Typography.Text>
                </Space>
              ),
              children: body(e.id),
            }))}
          />
        )}
      </div>
      <LogDetailDialog detail={shown} onClose={() => setShown(null)} />
    </Drawer>
  );
}
