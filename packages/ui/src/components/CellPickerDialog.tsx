import { Button, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { FormItem } from '@wb/templates';
import { toFormValues, toWireValues } from '../logic/formValues';
import { FormControl } from './FormControl';

/** The small dialog width of table pickers (SPEC.md §9 image dialog width, the same family). */
export const CELL_PICKER_WIDTH = 420;

export interface CellPickerDialogProps {
  /** the cell's item (a time range, date-time or time point); null when closed */
  item: FormItem | null;
  /** the cell's wire value */
  value: unknown;
  onCancel: () => void;
  /** the chosen value as the row holds it (wire form) */
  onConfirm: (value: unknown) => void;
}

/**
 * The editable table's dialog for time range, date-time and time point cells (SPEC.md §2): the
 * form's own control in a small dialog, 取 消 / 确 定.
 */
export function CellPickerDialog({ item, value, onCancel, onConfirm }: CellPickerDialogProps) {
  const [draft, setDraft] = useState<unknown>(null);
  useEffect(() => {
    if (item) setDraft(toFormValues([item], { [item.key]: value })[item.key] ?? null);
  }, [item, value]);
  return (
    <Modal
      open={item !== null}
      title={item?.label}
      width={CELL_PICKER_WIDTH}
      maskClosable={false}
      destroyOnHidden
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={() => item && onConfirm(toWireValues([item], { [item.key]: draft })[item.key])}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="cell-picker-dialog">{item && <FormControl item={item} value={draft} onChange={setDraft} />}</div>
    </Modal>
  );
}
