import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildSearchFields, type FieldDefinition, type SearchValues } from '@wb/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SearchPanel } from './SearchPanel';

const fields: FieldDefinition[] = [
  { fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', iallowAdvanceQuery: true, seq: 1 },
  { fieldName: 'carType', fieldExplain: '车辆类型', fieldType: 'ENUM', formSubmitType: 'SELECT', iallowAdvanceQuery: true, seq: 2,
    options: [{ value: '中型货车', label: '中型货车' }] },
];
const specs = buildSearchFields(fields);

function Harness({ onSearch, onReset, initial = {}, collapsed: start = false }: { onSearch: () => void; onReset: () => void; initial?: SearchValues; collapsed?: boolean }) {
  const [values, setValues] = useState<SearchValues>(initial);
  const [collapsed, setCollapsed] = useState(start);
  return <SearchPanel specs={specs} values={values} onChange={setValues} onSearch={onSearch} onReset={onReset} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
}

afterEach(cleanup);

describe('SearchPanel', () => {
  it('one input per search field; Enter submits (repeats within 1000 ms dropped); at most 300 px high', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSearch={onSearch} onReset={vi.fn()} />);
    const plate = screen.getByLabelText('车牌号');
    expect(screen.getByLabelText('车辆类型')).toBeTruthy();
    await user.type(plate, '豫A{Enter}{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    const scroller = plate.closest('[style*="max-height"]') as HTMLElement;
    expect(scroller.style.maxHeight).toBe('300px');
  });

  it('collapsed, it lists the current conditions and their count', () => {
    renderWithProviders(<Harness onSearch={vi.fn()} onReset={vi.fn()} collapsed initial={{ plateNumber: '豫A', carType: '中型货车' }} />);
    const tags = screen.getAllByTestId('search-condition').map((t) => t.textContent);
    expect(tags).toEqual(['车牌号: 豫A', '车辆类型: 中型货车']);
    expect(screen.getByTestId('search-condition-count').textContent).toBe('2');
    expect(screen.queryByLabelText('车牌号')).toBeNull();
  });

  it('重置 is debounced 1000 ms', () => {
    vi.useFakeTimers();
    try {
      const onReset = vi.fn();
      renderWithProviders(<Harness onSearch={vi.fn()} onReset={onReset} />);
      const reset = screen.getByRole('button', { name: '重置' });
      fireEvent.click(reset);
      fireEvent.click(reset);
      expect(onReset).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      fireEvent.click(reset);
      expect(onReset).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
