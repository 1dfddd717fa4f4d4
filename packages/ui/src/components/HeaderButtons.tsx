import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useFullscreen } from '../hooks/useFullscreen';

/** Full-screen toggle and refresh (refetches what the current screen shows). */
export function HeaderButtons() {
  const { isFullscreen, toggle } = useFullscreen();
  const queryClient = useQueryClient();
  return (
    <>
      <Tooltip title={isFullscreen ? '退出全屏' : '全屏'}>
        <Button type="text" aria-label="全屏" icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
      </Tooltip>
      <Tooltip title="刷新">
        <Button type="text" aria-label="刷新" icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries()} />
      </Tooltip>
    </>
  );
}
