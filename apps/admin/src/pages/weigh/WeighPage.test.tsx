import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@wb/api';
import { fakeServer, renderWithProviders, signIn, type FakeHandler } from '@wb/ui/testing';
import { WeighPage } from './WeighPage';

const SCALE = {
  id: 's1',
  code: 'DB01',
  name: '1号地磅',
  protocol: 'yaohua-tf0',
  protocolName: '耀华',
  transport: 'tcp',
  host: '127.0.0.1',
  port: 4001,
  enabled: true,
  remark: null,
  version: 1,
};
const status = (patch: Record<string, unknown> = {}) => [
  {
    scaleId: 's1',
    code: 'DB01',
    name: '1号地磅',
    enabled: true,
    running: true,
    online: true,
    connected: true,
    weight: '49260',
    stable: true,
    overload: false,
    mode: 'gross',
    at: '2026-11-22T01:00:00Z',
    error: null,
    stats: null,
    ...patch,
  },
];
const REGISTRY = {
  id: 'r1',
  version: 2,
  billNo: 'DJPU202611220001',
  flavour: 'pu',
  direction: 'in',
  status: 'entered',
  auditStatus: 'free',
  enabled: true,
  plateNumber: '蒙K12345',
  vehicleId: null,
  driverName: '张三',
  driverMobile: '13800000000',
  driverIdNumber: null,
  driverId: null,
  icCardNo: 'IC001',
  inventoryId: 'i1',
  invCode: 'M01',
  materialName: '原煤',
  partnerId: 'v1',
  partnerName: '鄂尔多斯煤业',
  noticeId: 'n1',
  noticeNo: 'TZCG20261122001',
  noticeSubId: 'ns1',
  planQuantity: '49.000',
  deductWeight: '0.000',
  deductRate: '0.00',
  lineId: null,
  lineName: null,
  queueId: null,
  queueName: null,
  remark: null,
  entryTime: '2026-11-22T00:30:00Z',
  exitTime: null,
  weighRecordId: null,
  createDate: '',
  updateDate: '',
};
const RECORD = {
  id: 'w1',
  version: 1,
  billNo: 'BDPU202611220001',
  flavour: 'pu',
  registryId: 'r1',
  registryNo: REGISTRY.billNo,
  plateNumber: '蒙K12345',
  materialName: '原煤',
  inventoryId: 'i1',
  partnerName: '鄂尔多斯煤业',
  partnerId: 'v1',
  noticeId: 'n1',
  noticeSubId: 'ns1',
  grossWeight: '49.260',
  tareWeight: null,
  deduction: '0.000',
  netWeight: null,
  status: 'weighing',
  enabled: true,
  grossTime: '2026-11-22T01:00:00Z',
  tareTime: null,
  entryTime: null,
  exitTime: null,
  scaleId: 's1',
  grossOperator: '管理员',
  tareOperator: null,
  manual: false,
  note: null,
  unitPrice: null,
  amount: null,
  printCount: 0,
  createDate: '',
  updateDate: '',
};

// a loaded 2-core machine can take over a second for the first poll or pick
configure({ asyncUtilTimeout: 10_000 });
let server: ReturnType<typeof fakeServer>;
let scaleStatus: ReturnType<typeof status>;
let find: FakeHandler;

function start() {
  server = fakeServer([
    ['GET /scale/list', () => ({ data: [SCALE] })],
    ['GET /scale/status', () => ({ data: scaleStatus })],
    [
      'GET /basic/plate_dict/findAll',
      () => ({
        data: [
          { plateCode: '京', plateName: '北京市' },
          { plateCode: '蒙', plateName: '内蒙古自治区' },
        ],
      }),
    ],
    ['POST /measure/weigh/findRegistry', (call) => find(call)],
    [
      'GET /measure/weigh/print-data/w1',
      () => ({
        data: {
          id: 'w1',
          companyName: '鄂尔多斯示范煤业有限公司',
          billNo: 'BDPU202611220001',
          flavour: 'pu',
          flavourLabel: '采购',
          partnerLabel: '供应商',
          plateNumber: '蒙K12345',
          materialName: '原煤',
          partnerName: '鄂尔多斯煤业',
          gross: '49.260',
          grossTime: '2026-11-22 09:00:00',
          grossOperator: '管理员',
          tare: null,
          tareTime: null,
          tareOperator: null,
          deduction: '0.000',
          net: null,
          unitPrice: null,
          amount: null,
          amountInWords: null,
          statusLabel: '过磅中',
          printCount: 0,
          printTime: '2026-11-22 09:01:00',
        },
      }),
    ],
    [
      'POST /measure/weigh/weighsave',
      () => ({
        data: {
          registry: { ...REGISTRY, status: 'weighed_once', version: 3 },
          weighRecord: RECORD,
          step: 'first',
          weighed: 'gross',
        },
      }),
    ],
  ]);
}

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <WeighPage />
    </MemoryRouter>,
  );
}

/** a signed-in operator holding exactly these permission keys (not an admin) */
function operator(permissions: string[]) {
  signIn();
  const state = sessionStore.getState();
  sessionStore.setState({
    permissions: Object.fromEntries(permissions.map((p) => [p, true as const])),
    userInfo: state.userInfo ? { ...state.userInfo, admin: false } : null,
  });
}

beforeEach(() => {
  localStorage.clear();
  scaleStatus = status();
  find = () => ({ data: { registry: REGISTRY, weighRecord: null, nextWeigh: 'gross' } });
  start();
});
afterEach(() => {
  cleanup();
  server.stop();
});

describe('WeighPage', () => {
  it('shows the live weight of the first scale, stable and online, and says it is polling', async () => {
    operator(['measure:weigh:weighsave']);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('weight-value').textContent).toBe('49260'));
    expect(screen.getByTestId('scale-online').textContent).toBe('在线');
    expect(screen.getByTestId('scale-stability').textContent).toBe('稳定');
    expect(screen.getByTestId('polling-notice').textContent).toContain('实时连接已断开，正在轮询');
    await userEvent.click(screen.getByText('吨 t'));
    expect(screen.getByTestId('weight-value').textContent).toBe('49.260');
  });

  it('upper-cases the plate and offers the province prefixes for one character', async () => {
    operator([]);
    renderPage();
    const input = screen.getByLabelText('车牌号');
    await userEvent.type(input, '内');
    expect(await screen.findByText('内蒙古自治区')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '蒙k12345');
    expect((input as HTMLInputElement).value).toBe('蒙K12345');
  });

  it('finds the registry, weighsaves with the registry and scale only, and shows the weights and 打印', async () => {
    operator(['measure:weigh:weighsave', 'measure:weigh:print']);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('weight-value').textContent).toBe('49260'));
    await userEvent.type(screen.getByLabelText('车牌号'), '蒙k12345{Enter}');
    const card = await screen.findByTestId('registry-card');
    await within(card).findByText('DJPU202611220001');
    expect(within(card).getByText('鄂尔多斯煤业')).toBeTruthy();
    expect(within(card).getByText('TZCG20261122001')).toBeTruthy();
    expect(server.find('POST /measure/weigh/findRegistry')[0].body).toEqual({ plateNumber: '蒙K12345' });
    expect(screen.getByTestId('next-weigh').textContent).toContain('本次称毛重');

    await userEvent.click(screen.getByRole('button', { name: '称重保存' }));
    await screen.findByTestId('weigh-saved');
    expect(server.find('POST /measure/weigh/weighsave')[0].body).toEqual({
      registryId: 'r1',
      scaleId: 's1',
      version: 2,
    });
    expect(screen.getByTestId('weigh-figure-gross').textContent).toContain('49.260');
    expect(screen.getByTestId('weigh-saved').textContent).toContain('毛重 49.260 吨');
    expect(screen.getByTestId('next-weigh').textContent).toContain('本次称皮重');
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    const ticket = await screen.findByTestId('weigh-ticket');
    expect(within(ticket).getByText('蒙K12345')).toBeTruthy();
    expect(within(ticket).getByText('BDPU202611220001', { exact: false })).toBeTruthy();
  });

  it('says so when no open registry is found', async () => {
    operator(['measure:weigh:weighsave']);
    find = () => ({ status: 404, data: '未找到该车辆的登记单' });
    renderPage();
    await userEvent.click(screen.getByText('按IC卡号'));
    await userEvent.type(screen.getByLabelText('IC卡号'), 'IC404{Enter}');
    expect((await screen.findByTestId('lookup-error')).textContent).toContain('未找到该车辆的登记单');
    expect(server.find('POST /measure/weigh/findRegistry')[0].body).toEqual({ cardNo: 'IC404' });
  });

  it('refuses to weigh a truck not let in, before asking the server', async () => {
    operator(['measure:weigh:weighsave']);
    find = () => ({
      data: { registry: { ...REGISTRY, status: 'registered' }, weighRecord: null, nextWeigh: 'gross' },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('车牌号'), '蒙K12345{Enter}');
    expect((await screen.findByTestId('next-weigh')).textContent).toContain('车辆未入厂，不能过磅');
    expect((screen.getByRole('button', { name: '称重保存' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offline without the manual permission: no manual entry, and 称重保存 is refused', async () => {
    operator(['measure:weigh:weighsave']);
    scaleStatus = status({ online: false, weight: null, stable: false });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('scale-online').textContent).toBe('离线'));
    expect(screen.getByTestId('weight-value').textContent).toBe('------');
    await userEvent.type(screen.getByLabelText('车牌号'), '蒙K12345{Enter}');
    await screen.findByText('DJPU202611220001');
    expect(screen.queryByTestId('manual-entry')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '称重保存' }));
    expect(await screen.findByText('地磅离线，不能称重')).toBeTruthy();
    expect(server.find('POST /measure/weigh/weighsave')).toHaveLength(0);
  });

  it('offline with measure:weigh:manual: a typed weight needs a reason and is sent with it', async () => {
    operator(['measure:weigh:weighsave', 'measure:weigh:manual']);
    scaleStatus = status({ online: false, weight: null, stable: false });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('scale-online').textContent).toBe('离线'));
    await userEvent.type(screen.getByLabelText('车牌号'), '蒙K12345{Enter}');
    await screen.findByText('DJPU202611220001');
    await userEvent.click(await screen.findByText('手工录入（地磅离线）'));
    await userEvent.type(screen.getByLabelText('手工重量(吨)'), '49.26');
    await userEvent.click(screen.getByRole('button', { name: '称重保存' }));
    expect(await screen.findByText('手工录入重量必须填写原因')).toBeTruthy();
    expect(server.find('POST /measure/weigh/weighsave')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('手工录入原因'), '仪表通讯故障');
    await userEvent.click(screen.getByRole('button', { name: '称重保存' }));
    await screen.findByTestId('weigh-saved');
    expect(server.find('POST /measure/weigh/weighsave')[0].body).toEqual({
      registryId: 'r1',
      scaleId: 's1',
      version: 2,
      manualWeight: '49.26',
      note: '仪表通讯故障',
    });
  });

  it('an online scale never offers manual entry, even with the permission', async () => {
    operator(['measure:weigh:weighsave', 'measure:weigh:manual']);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('scale-online').textContent).toBe('在线'));
    expect(screen.queryByTestId('manual-entry')).toBeNull();
  });
});
