import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_KINDS, describeControl, type FieldDefinition } from '@wb/templates';
import { withRowKeys, type EditableRow } from '../logic/editableRows';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { EditableTable, type EditableTableProps } from './EditableTable';

// a loaded 2-core CI machine renders antd slowly: give async queries more than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

const on = { ishow: true, iupdate: true } as const;
const fields: FieldDefinition[] = [
  { fieldName: 'name', fieldExplain: '名称', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', irequired: true, seq: 1, ...on },
  { fieldName: 'qty', fieldExplain: '数量', fieldType: 'NUMBER', formSubmitType: 'NUMBER', itotal: true, seq: 2, ...on },
  { fieldName: 'isSample', fieldExplain: '需取样', fieldType: 'BOOLEAN', formSubmitType: 'BOOLEAN', seq: 3, ...on },
  { fieldName: 'period', fieldExplain: '时段', fieldType: 'DATE', formSubmitType: 'TIME_RANGE_BOX', seq: 4, ...on },
  { fieldName: 'photo', fieldExplain: '照片', fieldType: 'TEXT', formSubmitType: 'IMG_UPLOAD_EP', seq: 5, ...on },
];

let latest: EditableRow[] = [];
function Harness(props: Partial<EditableTableProps> & { initial: Array<Record<string, unknown>> }) {
  const { initial, ...rest } = props;
  const [rows, setRows] = useState(() => withRowKeys(initial));
  latest = rows;
  return (
    <EditableTable
      fields={fields}
      rows={rows}
      onChange={(r) => {
        latest = r;
        setRows(r);
      }}
      {...rest}
    />
  );
}

const names = () => latest.map((r) => r.name);
const bodyRows = () => within(screen.getByTestId('editable-table')).getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const cellOf = (rowIndex: number, key: string) => bodyRows()[rowIndex].querySelector(`td[data-cell="${key}"]`) as HTMLElement;

beforeEach(() => signIn());
afterEach(() => cleanup());

describe('EditableTable', () => {
  it('shows 合计 of itotal columns with 2 decimals, the 序号 column and 暂无数据 when empty', () => {
    const { unmount } = renderWithProviders(<Harness initial={[{ name: 'a', qty: '0.1' }, { name: 'b', qty: 0.2 }]} showIndex />);
    const summary = screen.getByTestId('summary-row');
    expect(summary.textContent).toContain('合计');
    expect(summary.textContent).toContain('0.30');
    expect(screen.getAllByText('序号').length).toBeGreaterThan(0);
    unmount();
    renderWithProviders(<Harness initial={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('edits a cell on click and checks the required cell on blur: 名称不能为空！', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: '甲', qty: 1 }]} />);
    await user.click(cellOf(0, 'name'));
    const input = within(screen.getByTestId('cell-editor')).getByRole('textbox');
    await user.clear(input);
    fireEvent.blur(input);
    expect(await screen.findByText('名称不能为空！')).toBeTruthy();
    expect(latest[0].name).toBeNull();
    await user.click(cellOf(0, 'name'));
    await user.type(within(screen.getByTestId('cell-editor')).getByRole('textbox'), '乙 丙');
    fireEvent.blur(within(screen.getByTestId('cell-editor')).getByRole('textbox'));
    await waitFor(() => expect(screen.queryByText('名称不能为空！')).toBeNull());
    expect(latest[0].name).toBe('乙 丙');
  });

  it('toggles a boolean flag on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a', isSample: false }]} />);
    await user.click(cellOf(0, 'isSample'));
    expect(latest[0].isSample).toBe(true);
    await user.click(cellOf(0, 'isSample'));
    expect(latest[0].isSample).toBe(false);
  });

  it('新增 adds at the end, or after the selected row; 复制 and 删除 work on the selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a' }, { name: 'b' }]} toolbar={{ add: true, copy: true, remove: true }} newRow={() => ({ name: 'new' })} />);
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(names()).toEqual(['a', 'b', 'new']);
    await user.click(within(bodyRows()[0]).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(names()).toEqual(['a', 'new', 'b', 'new']);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(names()).toEqual(['a', 'a', 'new', 'b', 'new']);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(names()).toEqual(['a', 'new', 'b', 'new']);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请至少选择一条数据！')).toBeTruthy();
  });

  it('refuses rows past maxRows with its message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a' }]} toolbar={{ add: true }} maxRows={1} maxRowsMessage="只能有一条子表信息" />);
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('只能有一条子表信息')).toBeTruthy();
    expect(names()).toEqual(['a']);
  });

  it('moves a row to a typed position, and by dragging its handle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a' }, { name: 'b' }, { name: 'c' }]} reorder />);
    const order = within(bodyRows()[2]).getByRole('textbox', { name: '行号' });
    await user.clear(order);
    await user.type(order, '1{Enter}');
    expect(names()).toEqual(['c', 'a', 'b']);
    const handle = within(bodyRows()[0]).getByLabelText('拖动排序');
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(bodyRows()[2], { dataTransfer });
    fireEvent.drop(bodyRows()[2], { dataTransfer });
    expect(names()).toEqual(['a', 'b', 'c']);
  });

  it('radio selection (RESOURCE_CONTROLS mode) keeps one row', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Harness initial={[{ name: 'a' }, { name: 'b' }]} selection="radio" onSelect={onSelect} readOnly />);
    await user.click(screen.getByText('a'));
    await user.click(screen.getByText('b'));
    expect(onSelect).toHaveBeenLastCalledWith([latest[1].rowKey]);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('edits a time range in a dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a', period: '2024-05-01 08:00:00,2024-05-01 18:00:00' }]} />);
    await user.click(cellOf(0, 'period'));
    const dialog = await screen.findByTestId('cell-picker-dialog');
    expect(within(dialog).getAllByRole('textbox').length).toBe(2);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(latest[0].period).toBeDefined());
    expect(latest[0].period).toBe('2024-05-01 08:00:00,2024-05-01 18:00:00');
  });

  it('shows a picture as a thumbnail link that opens the viewer', async () => {
    const user = userEvent.setup();
    const onViewImage = vi.fn();
    renderWithProviders(<Harness initial={[{ name: 'a', photo: 'ep/1.jpg,ep/2.jpg' }]} onViewImage={onViewImage} />);
    const thumb = screen.getByTestId('image-thumb');
    expect(thumb.querySelector('img')?.getAttribute('width')).toBe('80');
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/api/sys-file-type/img/ep%2F1.jpg');
    await user.click(thumb);
    expect(onViewImage).toHaveBeenCalledWith(['ep/1.jpg', 'ep/2.jpg'], expect.objectContaining({ fieldName: 'photo' }));
  });

  it('opens the popup of a picker cell and fills the row through the link pairs', async () => {
    const fake = fakeServer([
      ['GET /optimus_prime/cg-format/resource/res-inv', () => ({ data: { id: 'res-inv', formatName: '选择物料', formatStyle: 'FORMAT_RESOURCE_QUERY_DATALIST', resUrl: '/basic/inventory/v2/list', formSubList: [], listSubList: [], resSubList: [{ fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', ishow: true }] } })],
      ['POST /basic/inventory/v2/list', () => ({ data: { list: [{ id: 'i1', invName: '动力煤' }], total: 1 } })],
      ['GET /optimus_prime/cg-format-form-sub-param/getparams', () => ({ data: [{ id: 'p', fieldSub1: { fieldName: 'invId' }, fieldSub2: { fieldName: 'id' } }, { id: 'q', fieldSub1: { fieldName: 'invName' }, fieldSub2: { fieldName: 'invName' } }] })],
    ]);
    const pickerFields: FieldDefinition[] = [
      { id: 'sub-inv', fieldName: 'invName', fieldExplain: '物料', fieldType: 'TEXT', formSubmitType: 'RESOURCE_CONTROLS', cgFormatResId: 'res-inv', ...on },
    ];
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{}]} fields={pickerFields} />);
    await user.click(cellOf(0, 'invName'));
    const popup = await screen.findByTestId('popup-picker');
    await user.click(await within(popup).findByText('动力煤', undefined, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(latest[0]).toMatchObject({ invId: 'i1', invName: '动力煤' }));
    fake.stop();
  });

  it('a NONE_WHOLE cell opens its popup to show rows, without 确 定', async () => {
    const fake = fakeServer([
      ['GET /optimus_prime/cg-format/resource/res-inv', () => ({ data: { id: 'res-inv', formatName: '查看物料', formatStyle: 'FORMAT_RESOURCE_QUERY_DATALIST', resUrl: '/basic/inventory/v2/list', formSubList: [], listSubList: [], resSubList: [{ fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', ishow: true }] } })],
      ['POST /basic/inventory/v2/list', () => ({ data: { list: [{ id: 'i1', invName: '动力煤' }], total: 1 } })],
    ]);
    const viewFields: FieldDefinition[] = [
      { id: 'sub-view', fieldName: 'invName', fieldExplain: '物料', fieldType: 'TEXT', formSubmitType: 'NONE_WHOLE', cgFormatResId: 'res-inv', ...on },
    ];
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ invName: '焦煤' }]} fields={viewFields} />);
    await user.click(cellOf(0, 'invName'));
    const popup = await screen.findByTestId('popup-picker');
    expect(await within(popup).findByText('动力煤', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确 定' })).toBeNull();
    fake.stop();
  });

  it('every control kind of SPEC §3 has an editor, a dialog, a picker or a read-only rendering', async () => {
    const all: FieldDefinition[] = CONTROL_KINDS.map((kind, i) => ({
      fieldName: `f${i}`,
      fieldExplain: kind,
      fieldType: kind === 'NUMBER' || kind === 'CALCULATE' ? 'NUMBER' : 'TEXT',
      formSubmitType: kind,
      options: [{ value: 'a', label: '甲' }],
      seq: i,
      ...on,
    }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ f0: 'x' }]} fields={all} selection="none" />);
    const outcomes: Record<string, string> = {};
    for (const [i, kind] of CONTROL_KINDS.entries()) {
      const widget = describeControl(all[i]).widget;
      const cell = cellOf(0, `f${i}`);
      expect(cell).toBeTruthy();
      if (widget === 'resourcePicker' || widget === 'imageUpload' || widget === 'calculated') {
        outcomes[kind] = widget === 'resourcePicker' ? 'picker' : 'read-only';
        continue;
      }
      await user.click(cell);
      // a closed antd dialog stays in jsdom (no animation end): find the one titled by this kind
      const title = [...document.querySelectorAll('.ant-modal-title')].find((t) => t.textContent === kind);
      if (title) {
        outcomes[kind] = 'dialog';
        await user.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '取 消' }));
      } else if (screen.queryByTestId('cell-editor')) {
        outcomes[kind] = 'editor';
        fireEvent.blur(screen.getByTestId('cell-editor').querySelector('input, textarea, [tabindex]') as HTMLElement);
        await waitFor(() => expect(screen.queryByTestId('cell-editor')).toBeNull());
      } else outcomes[kind] = widget === 'switch' ? 'toggle' : 'none';
    }
    expect(Object.values(outcomes)).not.toContain('none');
    expect(outcomes).toMatchObject({ ONE_TXT: 'editor', NUMBER: 'editor', SELECT: 'editor', DATA_BOX: 'editor', DATA_BOX_TIM: 'dialog', TIME_BOX_TIM: 'dialog', TIME_RANGE_BOX: 'dialog', DATA_RANGE_BOX: 'dialog', BOOLEAN: 'toggle', RESOURCE_CONTROLS: 'picker', IMG_UPLOAD_EP: 'read-only' });
  });
});
