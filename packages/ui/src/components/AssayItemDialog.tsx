import { App, Button, Checkbox, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ASSAY_ITEMS, chosenAssayItems, type AssayItem } from '../logic/assayItems';

export const MSG_CHOOSE_ASSAY_ITEM = '请选择化验项目';

export interface AssayItemDialogProps {
  open: boolean;
  /** codes ticked when it opens */
  value?: readonly string[];
  items?: readonly AssayItem[];
  onCancel: () => void;
  onConfirm: (items: AssayItem[]) => void;
}

/** 化验项目 (SPEC.md §2, §3): tick the items a sample is sent for (001 水分 … 005 强度); at least one. */
export function AssayItemDialog({ open, value = [], items = ASSAY_ITEMS, onCancel, onConfirm }: AssayItemDialogProps) {
  const { message } = App.useApp();
  const [codes, setCodes] = useState<string[]>([]);
  useEffect(() => {
    if (open) setCodes([...value]);
    // only on opening: a new array from the caller each render must not reset the ticks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const confirm = () => {
    const chosen = chosenAssayItems(codes, items);
    if (chosen.length === 0) {
      void message.warning(MSG_CHOOSE_ASSAY_ITEM);
      return;
    }
    onConfirm(chosen);
  };
  return (
    <Modal
      open={open}
      title="化验项目"
      width={420}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={confirm}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="assay-item-dialog">
        <Checkbox.Group
          value={codes}
          onChange={(v) => setCodes(v.map(String))}
          options={items.map((i) => ({ value: i.code, label: `${i.code} ${i.name}` }))}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }}
        />
      </div>
    </Modal>
  );
}
