import { Alert, Button, Modal, Typography } from 'antd';

/** A one-time password the server answered (新增 of a user, 重置密码): shown here once, never again. */
export interface OneTimePassword {
  /** 初始密码 after 新增, 新密码 after 重置密码 */
  title: string;
  username: string;
  realName: string;
  password: string;
}

/**
 * Shows a user's one-time password so the administrator can pass it on. The server keeps only its
 * hash and answers it once, so the dialog closes only by its button (not by a stray click outside).
 */
export function InitialPasswordDialog({
  value,
  onClose,
}: {
  value: OneTimePassword | null;
  onClose: () => void;
}) {
  // unmounted (not just hidden) once closed, so the password leaves the page
  if (value === null) return null;
  return (
    <Modal
      open
      title={value.title}
      maskClosable={false}
      keyboard={false}
      closable={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} autoInsertSpace={false}>
          我已记下
        </Button>
      }
    >
      <div data-testid="initial-password-dialog">
        <p>
          用户 <b>{value.username}</b>（{value.realName}）的{value.title}：
        </p>
        <Typography.Paragraph
          copyable={{ text: value.password, tooltips: ['复制', '已复制'] }}
          style={{ fontSize: 18 }}
        >
          <Typography.Text code data-testid="initial-password">
            {value.password}
          </Typography.Text>
        </Typography.Paragraph>
        <Alert type="warning" showIcon title="密码只显示这一次，请转告用户；用户首次登录须修改密码。" />
      </div>
    </Modal>
  );
}
