import { App as AntApp, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useVehicleTable, type VehicleRow } from '@wb/api';

export const PAGE_SIZES = [10, 20, 40, 80, 100];

const FLAVOUR: Record<string, string> = { pu: '采购', sa: '销售', pt: '采购退货', st: '销售退货', al: '调拨', tr: '转运', pr: '产品' };

const columns: ColumnsType<VehicleRow> = [
  { title: '车牌号', dataIndex: 'plateNumber', width: 110, render: (v: string) => <strong>{v}</strong> },
  { title: '业务类型', dataIndex: 'flavour', width: 100, render: (v: string) => <Tag color="cyan">{FLAVOUR[v?.toLowerCase()] ?? v}</Tag> },
  { title: '物料', dataIndex: 'materialName', ellipsis: true },
  { title: '客商', dataIndex: 'partnerName', ellipsis: true },
  { title: '状态', dataIndex: 'status', width: 100 },
  { title: '进厂时间', dataIndex: 'entryTime', width: 170 },
  { title: '毛重(吨)', dataIndex: 'grossWeight', width: 100, align: 'right' },
  { title: '皮重(吨)', dataIndex: 'tareWeight', width: 100, align: 'right' },
  { title: '净重(吨)', dataIndex: 'netWeight', width: 100, align: 'right' },
];

/** Vehicles in the factory today, paged (sizes 10, 20, 40, 80, 100). */
export function VehicleTableCard() {
  const { message } = AntApp.useApp();
  const [limit, setLimit] = useState({ pn: 1, ps: 10 });
  const vehicles = useVehicleTable(limit);
  return (
    <Card title="在厂车辆" className="wb-home-card">
      <Table<VehicleRow>
        data-testid="vehicle-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={vehicles.data?.list ?? []}
        loading={vehicles.isLoading}
        scroll={{ x: 980 }}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: limit.pn,
          pageSize: limit.ps,
          total: vehicles.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pn, ps) => {
            if (ps !== limit.ps) {
              void message.info(`每页 ${ps} 条`);
              setLimit({ pn: 1, ps });
            } else {
              void message.info(`当前页: ${pn}`);
              setLimit({ pn, ps });
            }
          },
        }}
      />
    </Card>
  );
}
