import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Modal, Upload } from 'antd';
import { useState } from 'react';
import { importRecords, serverMessage } from '@wb/api';

export interface ImportDialogProps {
  open: boolean;
  base: string;
  onClose: () => void;
  /** after a successful import (the list reloads) */
  onImported: (count: number) => void;
}

/** 导入: one .xlsx posted to {base}/import; the server's row errors are shown as sent. */
export function ImportDialog({ open, base, onClose, onImported }: ImportDialogProps) {
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title="导入" footer={null} onCancel={onClose} afterClose={() => setError(null)} maskClosable={false}>
      <div data-testid="import-dialog">
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          disabled={busy}
          customRequest={({ file }) => {
            setBusy(true);
            setError(null);
            const name = file instanceof File ? file.name : 'import.xlsx';
            importRecords(base, file as Blob, name)
              .then(({ count }) => {
                void message.success(`导入成功，共 ${count} 条`);
                onImported(count);
              })
              .catch((e: unknown) => setError(serverMessage(e, '导入失败')))
              .finally(() => setBusy(false));
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽 .xlsx 文件到此处导入</p>
        </Upload.Dragger>
        {error && (
          <Alert
            type="error"
            showIcon
            data-testid="import-error"
            style={{ marginTop: 12, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}
            message="导入失败"
            // the server joins its row messages with '；': one row per line reads better
            description={error.split('；').map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          />
        )}
      </div>
    </Modal>
  );
}
