import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Popconfirm, Space, Table, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { deleteAttachment, serverMessage, uploadAttachment, useAttachments, type AttachmentInfo } from '@wb/api';
import { saveAttachment } from '../dom/saveAttachment';
import { fileSizeText } from '../logic/attachmentSelection';
import { DELETE_CONFIRM_TEXT } from '../logic/selectionRules';
import { DEFAULT_UPLOAD_LIMIT, MSG_UPLOAD_COUNT, UPLOAD_COUNT_NOTICE_MS, exceedsUploadLimit, pdfProblem } from '../logic/uploadChecks';

/** SPEC.md §9: the attachment dialog is as wide as the image dialog. */
export const ATTACHMENT_DIALOG_WIDTH = 650;

export interface AttachmentDialogProps {
  open: boolean;
  entity: string | null;
  recordId: string | null;
  /** the record as people know it (a plate number, a code), shown in the title */
  recordLabel?: string;
  onClose: () => void;
}

/**
 * 附件上传 (SPEC.md §2, §5): uploads a pdf under 5 MB to the selected record (one file a time) and
 * lists the record's documents with 下载 and 删除.
 */
export function AttachmentDialog({ open, entity, recordId, recordLabel, onClose }: AttachmentDialogProps) {
  const { message, notification } = App.useApp();
  const files = useAttachments(entity ?? '', recordId, { enabled: open });
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const pdfs = (files.data ?? []).filter((a) => a.kind === 'pdf');
  // the list is one query per record (shared with 抓拍图片查看): reading it again refreshes both
  const refresh = () => void files.refetch();

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (exceedsUploadLimit(uploading ? 1 : 0, batch.length, DEFAULT_UPLOAD_LIMIT)) {
      if (batch[0] === file) notification.warning({ title: MSG_UPLOAD_COUNT, duration: UPLOAD_COUNT_NOTICE_MS / 1000 });
      return Upload.LIST_IGNORE;
    }
    const problem = pdfProblem({ name: file.name, size: file.size, type: file.type });
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadAttachment({ entity: entity ?? '', recordId: recordId ?? undefined, kind: 'pdf', file: file as File })
      .then((row) => {
        onSuccess?.(row);
        void message.success('上传成功');
        refresh();
      })
      .catch((e: unknown) => {
        void message.error(serverMessage(e));
        onError?.(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => setUploading(false));
  };

  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    try {
      await work();
    } catch (e) {
      void message.error(serverMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      title={recordLabel ? `附件上传 - ${recordLabel}` : '附件上传'}
      width={ATTACHMENT_DIALOG_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={<Button onClick={onClose}>关 闭</Button>}
    >
      <div data-testid="attachment-dialog">
        <Space style={{ marginBottom: 12 }} align="center">
          <Upload accept=".pdf,application/pdf" multiple={false} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
            <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
              选择文件
            </Button>
          </Upload>
          <Typography.Text type="secondary">只能上传pdf文件，且不超过5MB</Typography.Text>
        </Space>
        <Table<AttachmentInfo>
          size="small"
          rowKey="id"
          loading={files.isLoading}
          dataSource={pdfs}
          pagination={false}
          locale={{ emptyText: '暂无附件' }}
          columns={[
            { key: 'name', dataIndex: 'name', title: '文件名', ellipsis: true },
            { key: 'size', dataIndex: 'size', title: '大小', width: 90, render: (v: number) => fileSizeText(v) },
            { key: 'createTime', dataIndex: 'createTime', title: '上传时间', width: 170 },
            {
              key: 'actions',
              title: '操作',
              width: 140,
              render: (_: unknown, row: AttachmentInfo) => (
                <Space size={0}>
                  <Button type="link" size="small" icon={<DownloadOutlined />} loading={busy === row.id} onClick={() => void run(row.id, () => saveAttachment(row.id))}>
                    下载
                  </Button>
                  <Popconfirm
                    title={DELETE_CONFIRM_TEXT}
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() =>
                      run(row.id, async () => {
                        await deleteAttachment(row.id);
                        void message.success('删除成功');
                        refresh();
                      })
                    }
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
