import { Card, Empty, Tag } from 'antd';
import dayjs from 'dayjs';
import { useWarn } from '@wb/api';

const LEVEL = { info: { color: 'blue', text: '提示' }, warning: { color: 'orange', text: '预警' }, error: { color: 'red', text: '告警' } } as const;

/** Today's entries show the clock time only; older ones their date too. */
function shortTime(time: string): string {
  const t = dayjs(time);
  if (!t.isValid()) return time;
  return t.isSame(dayjs(), 'day') ? t.format('HH:mm') : t.format('MM-DD HH:mm');
}

/** Warnings of the current company (overloads, long stays, …). */
export function WarnCard() {
  const warn = useWarn();
  return (
    <Card title="预警信息" className="wb-home-card" loading={warn.isLoading} data-testid="warn-card">
      {warn.data && warn.data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无预警" />}
      <ul className="wb-plain-list">
        {warn.data?.map((item) => (
          <li key={item.id} className="wb-warn-row">
            <Tag color={LEVEL[item.level]?.color ?? 'default'}>{LEVEL[item.level]?.text ?? item.level}</Tag>
            <span className="wb-warn-text" title={item.message}>
              {item.message}
              <span className="wb-row-time">{shortTime(item.time)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
