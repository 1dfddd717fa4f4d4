import { useAttachments } from '@wb/api';
import { Empty, Modal, Spin } from 'antd';
import { mergeSnapshots, type PreviewImage } from '../logic/snapshotImages';
import { ImagePreviewGroup } from './ImagePreviewGroup';
import { IMAGE_DIALOG_WIDTH } from './ImageViewDialog';

/** SPEC.md §8: a record without pictures. */
export const MSG_NO_PICTURES = '没有查到此登记单的图片';

export interface SnapshotDialogProps {
  open: boolean;
  /** record-engine entity and record whose image attachments are shown */
  entity: string | null;
  recordId: string | null;
  /** images the record's own fields name (photo fields), labelled by field */
  fieldImages?: readonly PreviewImage[];
  title?: string;
  onClose: () => void;
}

/**
 * 抓拍图片查看 (SPEC.md §2): every snapshot of a record (weigh and gate cameras, photo fields) as a
 * preview group; a click opens antd's preview with zoom and rotate. None: 没有查到此登记单的图片.
 */
export function SnapshotDialog({ open, entity, recordId, fieldImages = [], title = '抓拍图片查看', onClose }: SnapshotDialogProps) {
  const stored = useAttachments(entity ?? '', recordId, { enabled: open });
  const images = mergeSnapshots(fieldImages, stored.data ?? []);
  return (
    <Modal open={open} title={title} width={IMAGE_DIALOG_WIDTH} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="snapshot-dialog" style={{ maxHeight: 500, overflowY: 'auto' }}>
        {stored.isLoading ? (
          <Spin />
        ) : images.length === 0 ? (
          <Empty description={MSG_NO_PICTURES} />
        ) : (
          <ImagePreviewGroup images={images} width={180} height={120} />
        )}
      </div>
    </Modal>
  );
}
