import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore, useGlobalConfig } from '@wb/api';

/** Header lock: asks for a lock password, sets the lock flag, goes to the lock page. */
export function LockButton() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const navigate = useNavigate();
  const lockPath = useGlobalConfig().data?.lockPath || '/lock';

  const submit = async () => {
    const { password } = await form.validateFields();
    sessionStore.getState().lock(password);
    setOpen(false);
    form.resetFields();
    void navigate(lockPath);
  };

  return (
    <>
      <Tooltip title="锁屏">
        <Button type="text" icon={<LockOutlined />} aria-label="锁屏" data-testid="lock-button" onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal title="设置锁屏密码" open={open} okText="锁定" cancelText="取消" onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item label="锁屏密码" name="password" rules={[{ required: true, message: '请输入锁屏密码' }]}>
            <Input.Password placeholder="锁屏密码" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
