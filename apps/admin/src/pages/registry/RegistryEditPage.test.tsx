import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders, signIn } from '@wb/ui/testing';
import { RegistryEditRoute } from './RegistryEditPage';

const REGISTRY = {
  id: 'r1',
  version: 4,
  billNo: 'DJSA202611220001',
  flavour: 'sa',
  direction: 'out',
  status: 'registered',
  auditStatus: 'free',
  enabled: true,
  plateNumber: '蒙K12345',
  vehicleId: 'veh1',
  driverName: '张三',
  driverMobile: '13800000000',
  driverIdNumber: null,
  driverId: 'd1',
  icCardNo: null,
  inventoryId: 'i1',
  invCode: 'M01',
  materialName: '精煤',
  partnerId: 'c1',
  partnerName: '包头钢铁',
  noticeId: null,
  noticeNo: null,
  noticeSubId: null,
  planQuantity: '40.000',
  deductWeight: '0.000',
  deductRate: '0.00',
  lineId: null,
  lineName: null,
  queueId: null,
  queueName: null,
  remark: '旧备注',
  entryTime: null,
  exitTime: null,
  weighRecordId: null,
  createDate: '',
  updateDate: '',
};

// a loaded 2-core machine can take over a second for the first poll or pick
configure({ asyncUtilTimeout: 10_000 });
let server: ReturnType<typeof fakeServer>;

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

function renderAt(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/modules/:module/:entity/edit"
          element={
            <>
              <RegistryEditRoute />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signIn();
  server = fakeServer([
    ['GET /basic/plate_dict/findAll', () => ({ data: [{ plateCode: '蒙', plateName: '内蒙古自治区' }] })],
    ['GET /sale/sa-registry/detail/r1', () => ({ data: REGISTRY })],
    [
      'POST /purorder/pu-registry/createpu',
      (call) => ({
        data: {
          ...REGISTRY,
          ...(call.body as object),
          id: 'r9',
          version: 1,
          flavour: 'pu',
          billNo: 'DJPU202611220009',
        },
      }),
    ],
    [
      'PUT /sale/sa-registry/updatesa',
      (call) => ({ data: { ...REGISTRY, ...(call.body as object), version: 5 } }),
    ],
    [
      'GET /basic/inventory/select',
      () => ({ data: [{ id: 'i7', label: '原煤', invCode: 'M07', invName: '原煤' }] }),
    ],
    [
      'GET /basic/vendor/select',
      () => ({ data: [{ id: 'v3', label: '鄂尔多斯煤业', vendorName: '鄂尔多斯煤业' }] }),
    ],
  ]);
});
afterEach(() => {
  cleanup();
  server.stop();
});

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(
    await screen.findByText(option, {
      selector: '.ant-select-item-option-content, .ant-select-item-option-content *',
    }),
  );
}

describe('RegistryEditPage', () => {
  it('create: refuses without a plate in the server words, then creates with the picked material and vendor', async () => {
    renderAt('/modules/purorder/pu_registry/edit?type=create');
    expect(await screen.findByText('新增采购登记单')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('registry-error')).textContent).toBe('车牌号不能为空！');

    await userEvent.type(screen.getByLabelText('车牌号'), '蒙k12345');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('registry-error')).textContent).toBe('物料不能为空！');

    await pick('物料', '原煤');
    await pick('供应商', '鄂尔多斯煤业');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST /purorder/pu-registry/createpu')).toHaveLength(1));
    expect(server.find('POST /purorder/pu-registry/createpu')[0].body).toMatchObject({
      plateNumber: '蒙K12345',
      inventoryId: 'i7',
      invCode: 'M07',
      materialName: '原煤',
      partnerId: 'v3',
      partnerName: '鄂尔多斯煤业',
      deductWeight: '0.000',
    });
    expect(server.find('POST /purorder/pu-registry/createpu')[0].body).not.toHaveProperty('id');
    // the saved registry stays on screen as an update of it: as saved, not blanked and fetched again
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/modules/purorder/pu_registry/edit?type=update&id=r9',
      ),
    );
    expect(await screen.findByText('DJPU202611220009')).toBeTruthy();
    expect((screen.getByLabelText('车牌号') as HTMLInputElement).value).toBe('蒙K12345');
    expect(server.find('GET /purorder/pu-registry/detail/r9')).toHaveLength(0);
  }, 60_000);

  it('update of a registry on a notice line: 通知单明细 shows the line by its material, not its id', async () => {
    server.stop();
    server = fakeServer([
      [
        'GET /sale/sa-registry/detail/r1',
        () => ({ data: { ...REGISTRY, noticeId: 'n1', noticeNo: 'TZXS20261122001', noticeSubId: 'l1' } }),
      ],
      [
        'GET /sale/sa_notice/detail/n1',
        () => ({
          data: {
            id: 'n1',
            billNo: 'TZXS20261122001',
            sa_notice_sub: [{ id: 'l1', invName: '精煤', plannedQuantity: '500.000', closed: '否' }],
          },
        }),
      ],
    ]);
    renderAt('/modules/sale/sa_registry/edit?type=update&id=r1');
    await waitFor(() => expect((screen.getByLabelText('车牌号') as HTMLInputElement).value).toBe('蒙K12345'));
    expect(await screen.findByText('精煤 计划500.000吨')).toBeTruthy();
    expect(screen.getByText('TZXS20261122001')).toBeTruthy();
    expect(screen.queryByText('l1')).toBeNull();
  });

  it('update: loads the registry and saves it with its id and version', async () => {
    renderAt('/modules/sale/sa_registry/edit?type=update&id=r1');
    expect(await screen.findByText('DJSA202611220001')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('车牌号') as HTMLInputElement).value).toBe('蒙K12345'));
    expect(screen.getByText('客户')).toBeTruthy();
    const remark = screen.getByLabelText('备注');
    await userEvent.clear(remark);
    await userEvent.type(remark, '改走2号门');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT /sale/sa-registry/updatesa')).toHaveLength(1));
    expect(server.find('PUT /sale/sa-registry/updatesa')[0].body).toMatchObject({
      id: 'r1',
      version: 4,
      remark: '改走2号门',
      plateNumber: '蒙K12345',
    });
  });

  it('safeUpdate: the truck and its load are locked and not sent', async () => {
    renderAt('/modules/sale/sa_registry/edit?type=safeUpdate&id=r1');
    await waitFor(() => expect((screen.getByLabelText('车牌号') as HTMLInputElement).value).toBe('蒙K12345'));
    expect((screen.getByLabelText('车牌号') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('预装量(吨)') as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('司机电话'), '9');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT /sale/sa-registry/updatesa')).toHaveLength(1));
    const body = server.find('PUT /sale/sa-registry/updatesa')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'r1', version: 4, driverMobile: '138000000009' });
    for (const locked of ['plateNumber', 'materialName', 'partnerName', 'planQuantity', 'noticeSubId'])
      expect(body).not.toHaveProperty(locked);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    server.stop();
    server = fakeServer([
      ['GET /sale/sa-registry/detail/r1', () => ({ data: REGISTRY })],
      ['PUT /sale/sa-registry/updatesa', () => ({ status: 409, data: '数据已被他人修改，请刷新后重试' })],
    ]);
    renderAt('/modules/sale/sa_registry/edit?type=update&id=r1');
    await waitFor(() => expect((screen.getByLabelText('车牌号') as HTMLInputElement).value).toBe('蒙K12345'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('registry-error')).textContent).toBe('数据已被他人修改，请刷新后重试');
    expect((screen.getByLabelText('备注') as HTMLTextAreaElement).value).toBe('旧备注');
  });
});
