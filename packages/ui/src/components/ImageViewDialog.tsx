import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { AttachmentImage } from './AttachmentImage';
import type { PreviewImage } from '../logic/snapshotImages';

/** SPEC.md §9: the image dialog is 650 px wide, the viewer at most 500 px high. */
export const IMAGE_DIALOG_WIDTH = 650;
export const IMAGE_VIEWER_MAX_HEIGHT = 500;

export interface ImageViewDialogProps {
  open: boolean;
  images: readonly PreviewImage[];
  /** the image shown first */
  initialIndex?: number;
  title?: string;
  onClose: () => void;
}

/** 图片查看 (SPEC.md §2): one image at a time with 上一张 / 下一张; a click on it zooms (antd preview). */
export function ImageViewDialog({ open, images, initialIndex = 0, title = '图片查看', onClose }: ImageViewDialogProps) {
  const [index, setIndex] = useState(initialIndex);
  useEffect(() => {
    if (open) setIndex(Math.min(Math.max(0, initialIndex), Math.max(0, images.length - 1)));
  }, [open, initialIndex, images.length]);
  const current = images[index];
  return (
    <Modal open={open} title={title} width={IMAGE_DIALOG_WIDTH} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="image-view-dialog">
        {current ? (
          <div style={{ textAlign: 'center' }}>
            <div style={{ height: IMAGE_VIEWER_MAX_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <AttachmentImage key={current.id} id={current.id} alt={current.label} fit="contain" style={{ maxHeight: IMAGE_VIEWER_MAX_HEIGHT, maxWidth: '100%' }} />
            </div>
            <Space style={{ marginTop: 12 }}>
              <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
                上一张
              </Button>
              <Typography.Text data-testid="image-view-position">
                {current.label ? `${current.label} ` : ''}
                {index + 1} / {images.length}
              </Typography.Text>
              <Button disabled={index >= images.length - 1} onClick={() => setIndex(index + 1)}>
                下一张 <RightOutlined />
              </Button>
            </Space>
          </div>
        ) : (
          <Empty description="暂无图片" />
        )}
      </div>
    </Modal>
  );
}
