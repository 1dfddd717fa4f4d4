import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { CompanyDialog } from './CompanyDialog';

vi.setConfig({ testTimeout: 45_000 });

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

const orgs = [
  { id: 'org1', orgCode: 'C01', orgName: '一厂', selected: true, pkGroup: 'g1' },
  { id: 'org2', orgCode: 'C02', orgName: '二厂煤业', selected: false, pkGroup: 'g1' },
];

describe('选择库区', () => {
  it('lists the companies 100 a page, filters by 库区编号 and 库区名称, and marks the current one', async () => {
    fake = fakeServer([
      ['POST /sys-user-org/currentOrgs', (call) => {
        const search = (call.body as { search: { key: string; val: string }[] }).search;
        const list = orgs.filter((o) => search.every((s) => (s.key === 'orgCode' ? o.orgCode : o.orgName).includes(s.val)));
        return { data: { list, total: list.length } };
      }],
    ]);
    renderWithProviders(<MemoryRouter><CompanyDialog open onClose={vi.fn()} /></MemoryRouter>);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择库区')).toBeTruthy();
    expect(await within(dialog).findByText('二厂煤业')).toBeTruthy();
    expect(within(dialog).getByText('当前')).toBeTruthy();
    expect(fake.find('POST /sys-user-org/currentOrgs')[0].body).toEqual({ limit: { pn: 1, ps: 100 }, search: [] });

    fireEvent.change(within(dialog).getByPlaceholderText('库区名称'), { target: { value: ' 煤业 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(dialog).queryByText('一厂')).toBeNull());
    expect(fake.find('POST /sys-user-org/currentOrgs').at(-1)?.body).toEqual({
      limit: { pn: 1, ps: 100 },
      search: [{ key: 'orgName', op: 'like', val: '煤业' }],
    });
  });

  it('choosing the company in use only warns; another one is switched to on the server', async () => {
    fake = fakeServer([
      ['POST /sys-user-org/currentOrgs', () => ({ data: { list: orgs, total: 2 } })],
      ['POST /sys-user-org/switchOrg/org2', () => ({ data: true })],
    ]);
    const onClose = vi.fn();
    renderWithProviders(<MemoryRouter><CompanyDialog open onClose={onClose} /></MemoryRouter>);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('二厂煤业');
    const choose = within(dialog).getAllByRole('button', { name: '选择' });
    fireEvent.click(choose[0]);
    expect(await screen.findByText('现在所使用的就是当前公司！')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(choose[1]);
    await waitFor(() => expect(fake.find('POST /sys-user-org/switchOrg/org2')).toHaveLength(1));
    expect(onClose).toHaveBeenCalled();
  });
});
