import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { serverMessage } from '@wb/api';

export interface ServiceFormModalProps<V> {
  open: boolean;
  title: string;
  initialValues: Partial<V>;
  /** saves; a refusal throws, and its server message is shown in the dialog, which stays open */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  width?: number | string;
}

/** The create/edit dialog of the system-service screens (60% wide like the form dialog, 取 消 / 确 定). */
export function ServiceFormModal<V extends object>({ open, title, initialValues, onSubmit, onClose, children, width = '60%' }: ServiceFormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a dialog that opens again starts without the last refusal (the form remounts with its values)
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="form-server-error" /> : null}
      <Form<V> form={form} layout="vertical" preserve={false} initialValues={initialValues}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
