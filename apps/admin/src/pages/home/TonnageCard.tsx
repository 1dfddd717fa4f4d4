import { Card, Empty } from 'antd';
import { useDailyTonnage } from '@wb/api';

/** Purchase and sale tonnage of the last 7 days as paired bars. */
export function TonnageCard() {
  const detail = useDailyTonnage();
  const rows = detail.data ?? [];
  const max = Math.max(1, ...rows.flatMap((r) => [Number(r.purchaseTons) || 0, Number(r.saleTons) || 0]));
  return (
    <Card
      title="近7日吨数"
      className="wb-home-card"
      loading={detail.isLoading}
      data-testid="tonnage-card"
      extra={
        <span className="wb-legend">
          <i style={{ background: '#0e8a9c' }} />
          采购
          <i style={{ background: '#f59e0b' }} />
          销售
        </span>
      }
    >
      {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
      <div className="wb-tonnage">
        {rows.map((row) => (
          <div key={row.day} className="wb-tonnage-row">
            <span className="wb-tonnage-day">{row.day.slice(5)}</span>
            <div className="wb-tonnage-bars">
              <div className="wb-bar" style={{ width: `${((Number(row.purchaseTons) || 0) / max) * 100}%`, background: '#0e8a9c' }} title={`采购 ${row.purchaseTons} 吨`} />
              <div className="wb-bar" style={{ width: `${((Number(row.saleTons) || 0) / max) * 100}%`, background: '#f59e0b' }} title={`销售 ${row.saleTons} 吨`} />
            </div>
            <span className="wb-tonnage-num">
              {row.purchaseTons} / {row.saleTons}
            </span>
          </div>
        ))}
      </div>
    </Card>
  );
}
