import { Descriptions, Modal, Typography } from 'antd';
import type { SysLogDetail } from '@wb/api';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

const pre = (text: string) => (
  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 200, overflow: 'auto', fontFamily: 'monospace', fontSize: 12 }}>
    {text}
  </Typography.Paragraph>
);

/** The request behind one log entry (SPEC.md §2): 请求地址, 响应时间, 设备名称, 请求头, 入参, 出参, 异常. */
export function LogDetailDialog({ detail, onClose }: { detail: SysLogDetail | null; onClose: () => void }) {
  return (
    <Modal open={detail !== null} title="日志详情" width={760} footer={null} onCancel={onClose} destroyOnHidden>
      {detail && (
        <Descriptions bordered size="small" column={1} data-testid="log-detail" styles={{ label: { width: 100 } }}>
          <Descriptions.Item label="请求地址">{detail.path}</Descriptions.Item>
          <Descriptions.Item label="响应时间">{typeof detail.executeTime === 'number' ? `${detail.executeTime} ms` : show(detail.executeTime)}</Descriptions.Item>
          <Descriptions.Item label="设备名称">{show(detail.clientInfo)}</Descriptions.Item>
          <Descriptions.Item label="请求头">{pre(show(detail.requestHeads))}</Descriptions.Item>
          <Descriptions.Item label="入参">{pre(show(detail.requestParams))}</Descriptions.Item>
          <Descriptions.Item label="出参">{pre(show(detail.resultInfo))}</Descriptions.Item>
          <Descriptions.Item label="异常">{pre(show(detail.exceptionInfo))}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
