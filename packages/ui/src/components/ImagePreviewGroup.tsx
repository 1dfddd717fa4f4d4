import { Image, Space, Typography } from 'antd';
import type { PreviewImage } from '../logic/snapshotImages';
import { AttachmentImage } from './AttachmentImage';

/** SPEC.md §9: thumbnails are 80 by 40 px. */
export const THUMBNAIL_WIDTH = 80;
export const THUMBNAIL_HEIGHT = 40;

export interface ImagePreviewGroupProps {
  images: readonly PreviewImage[];
  width?: number;
  height?: number;
}

/** 图片预览 (SPEC.md §2): thumbnails of attachments; a click opens antd's preview with the whole group. */
export function ImagePreviewGroup({ images, width = THUMBNAIL_WIDTH, height = THUMBNAIL_HEIGHT }: ImagePreviewGroupProps) {
  return (
    <Image.PreviewGroup>
      <Space wrap size={[12, 12]} data-testid="image-preview-group">
        {images.map((img) => (
          <figure key={img.id} style={{ margin: 0, textAlign: 'center' }}>
            <AttachmentImage id={img.id} alt={img.label} width={width} height={height} />
            {img.label && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: Math.max(width, 80) }} ellipsis>
                {img.label}
              </Typography.Text>
            )}
          </figure>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
