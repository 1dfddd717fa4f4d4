import { PictureOutlined } from '@ant-design/icons';
import { Image, Spin } from 'antd';
import { useAttachmentImage } from '@wb/api';

export interface AttachmentImageProps {
  id: string;
  alt?: string;
  width?: number | string;
  height?: number | string;
  /** image fit inside the box (thumbnails cover, viewers contain) */
  fit?: 'cover' | 'contain';
  /** antd preview on click (inside an Image.PreviewGroup it joins the group) */
  preview?: boolean;
  style?: React.CSSProperties;
}

/** One stored image by attachment id: a spinner while it loads, a marked box when it cannot be read. */
export function AttachmentImage({ id, alt, width, height, fit = 'cover', preview = true, style }: AttachmentImageProps) {
  const { url, isLoading, error } = useAttachmentImage(id);
  const box: React.CSSProperties = { width, height, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', ...style };
  if (error) {
    return (
      <span style={box} title="图片加载失败" data-testid="attachment-image-failed">
        <PictureOutlined style={{ color: '#bbb' }} />
      </span>
    );
  }
  if (isLoading || !url) {
    return (
      <span style={box}>
        <Spin size="small" />
      </span>
    );
  }
  return <Image src={url} alt={alt ?? ''} width={width} height={height} preview={preview} style={{ objectFit: fit, ...style }} data-attachment-id={id} />;
}
