import { DeleteOutlined, EyeOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { serverMessage, uploadAttachment } from '@wb/api';
import { useAttachmentScope } from '../context/AttachmentScope';
import {
  DEFAULT_UPLOAD_LIMIT,
  IMAGE_EXTENSIONS,
  MSG_UPLOAD_COUNT,
  UPLOAD_COUNT_NOTICE_MS,
  acceptAttribute,
  exceedsUploadLimit,
  imageProblem,
} from '../logic/uploadChecks';
import { AttachmentImage } from './AttachmentImage';
import { ImageViewDialog } from './ImageViewDialog';

const CARD = 96;

export interface ImageUploadFieldProps {
  /** the attachment id (several comma-joined when limit > 1) */
  value?: unknown;
  onChange?: (value: string | null) => void;
  /** the form field the image belongs to */
  field: string;
  label: string;
  /** accepted extensions: IMG_UPLOAD_EP jpg/jpeg/png, IMG_LOGO also gif */
  accept?: readonly string[];
  limit?: number;
  disabled?: boolean;
}

function idsOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * An image field (IMG_UPLOAD_EP / IMG_LOGO): checks type and size before sending (SPEC.md §5
 * messages), uploads to the file store under the form's entity and record, and keeps the
 * attachment id as the field's value. 查看 opens 图片查看; removing clears the value (the file stays
 * stored: a cancelled edit must not lose the picture the saved record still names).
 */
export function ImageUploadField({ value, onChange, field, label, accept = IMAGE_EXTENSIONS, limit = DEFAULT_UPLOAD_LIMIT, disabled }: ImageUploadFieldProps) {
  const { message, notification } = App.useApp();
  const scope = useAttachmentScope();
  const ids = idsOf(value);
  // several uploads may finish in any order: each adds to the value as it is then
  const latest = useRef(value);
  latest.current = value;
  const [uploading, setUploading] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (exceedsUploadLimit(ids.length + uploading, batch.length, limit)) {
      // one notice for the whole batch
      if (batch[0] === file) notification.warning({ title: MSG_UPLOAD_COUNT, duration: UPLOAD_COUNT_NOTICE_MS / 1000 });
      return Upload.LIST_IGNORE;
    }
    const problem = imageProblem({ name: file.name, size: file.size, type: file.type }, accept);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading((n) => n + 1);
    uploadAttachment({ entity: scope.entity ?? '', recordId: scope.recordId ?? undefined, kind: 'image', field, file: file as File })
      .then((row) => {
        onSuccess?.(row);
        const next = [...idsOf(latest.current), row.id].slice(-limit).join(',');
        latest.current = next;
        onChange?.(next);
      })
      .catch((e: unknown) => {
        void message.error(serverMessage(e));
        onError?.(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => setUploading((n) => n - 1));
  };
  const remove = (id: string) => {
    const next = ids.filter((x) => x !== id);
    onChange?.(next.length ? next.join(',') : null);
  };

  return (
    <div data-testid={`image-upload-${field}`}>
      <Space wrap size={8}>
        {ids.map((id, i) => (
          <div key={id} style={{ width: CARD, border: '1px solid #d9d9d9', borderRadius: 6, padding: 4, textAlign: 'center' }}>
            <AttachmentImage id={id} alt={label} width={CARD - 10} height={CARD - 34} preview={false} />
            <Space size={0}>
              <Button size="small" type="link" icon={<EyeOutlined />} aria-label={`查看${label}`} onClick={() => setViewing(i)} />
              {!disabled && <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={`删除${label}`} onClick={() => remove(id)} />}
            </Space>
          </div>
        ))}
        {!disabled && ids.length < limit && (
          <Upload
            accept={acceptAttribute(accept)}
            multiple={limit > 1}
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <button
              type="button"
              aria-label={`上传${label}`}
              style={{ width: CARD, height: CARD, border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa', cursor: 'pointer' }}
            >
              {uploading > 0 ? <LoadingOutlined /> : <PlusOutlined />}
              <div style={{ marginTop: 4, fontSize: 12 }}>{uploading > 0 ? '上传中' : '上传'}</div>
            </button>
          </Upload>
        )}
      </Space>
      <ImageViewDialog open={viewing !== null} images={ids.map((id) => ({ id, label }))} initialIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </div>
  );
}
