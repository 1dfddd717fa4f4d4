import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchReportMaterials, fetchReportShifts, isSignedIn, useSession, type ReportFlavour } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { FLAVOUR_OPTIONS, readReportQuery, reportSearch } from '../logic/reportQuery';
import { ReportFrame } from './ReportFrame';

interface Values {
  range: [Dayjs, Dayjs];
  shift?: string;
  flavour?: ReportFlavour;
  materialName?: string;
}

/**
 * 班组报表查询 / 日班组报表查询: pick the days, shift, business flavour and material, then open the
 * display page with those conditions in its address.
 */
export function ConditionPage({ daily }: { daily: boolean }) {
  const title = daily ? '日班组报表查询' : '班组报表查询';
  usePageTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const { filter, key } = readReportQuery(location.search);
  const shifts = useQuery({ queryKey: ['report', 'shifts'], queryFn: fetchReportShifts });
  const signedIn = useSession(isSignedIn);
  const materials = useQuery({
    queryKey: ['report', 'materials', key ?? ''],
    queryFn: () => fetchReportMaterials(key),
    enabled: Boolean(key) || signedIn,
  });
  const onFinish = (v: Values) => {
    const search = reportSearch({
      filter: {
        startDate: v.range[0].format('YYYY-MM-DD'),
        endDate: v.range[1].format('YYYY-MM-DD'),
        shift: v.shift || undefined,
        flavour: v.flavour || undefined,
        materialName: v.materialName || undefined,
      },
      key,
    });
    void navigate(`${daily ? '/dayInformation/index' : '/Information/index'}${search}`);
  };
  return (
    <ReportFrame displayKey={key}>
      <main style={{ padding: 20, maxWidth: 720, margin: '0 auto' }}>
        <Card title={title} data-testid="report-condition">
          <Form<Values>
            layout="vertical"
            initialValues={{
              range: [dayjs(filter.startDate), dayjs(filter.endDate)],
              shift: filter.shift,
              flavour: filter.flavour,
              materialName: filter.materialName,
            }}
            onFinish={onFinish}
          >
            <Form.Item label="日期范围" name="range" rules={[{ required: true, message: '请选择日期范围' }]}>
              <DatePicker.RangePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
            <Form.Item label="班次" name="shift">
              <Select
                allowClear
                placeholder="全部班次"
                loading={shifts.isLoading}
                options={(shifts.data ?? []).map((s) => ({ value: s.name, label: `${s.name}（${s.start}-${s.end}）` }))}
              />
            </Form.Item>
            <Form.Item label="业务类型" name="flavour">
              <Select allowClear placeholder="全部业务" options={FLAVOUR_OPTIONS} />
            </Form.Item>
            <Form.Item label="物料" name="materialName">
              <Select
                allowClear
                showSearch
                placeholder="全部物料"
                loading={materials.isLoading}
                options={(materials.data ?? []).map((m) => ({ value: m, label: m }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
          </Form>
        </Card>
      </main>
    </ReportFrame>
  );
}
