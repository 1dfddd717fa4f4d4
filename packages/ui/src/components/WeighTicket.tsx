import type { WeighTicketData } from '@wb/api';
import { Button, Space } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';

export interface WeighTicketProps {
  data: WeighTicketData;
  /** after the browser's print dialog: count the print on the server */
  onPrinted?: () => void;
  /** fetch the server's PDF and hand it to the user */
  onDownloadPdf?: () => Promise<void> | void;
  /** window.print by default (tests pass their own) */
  print?: () => void;
}

const cell: CSSProperties = { border: '1px solid #222', padding: '6px 8px', fontSize: 14, height: 30 };
const label: CSSProperties = {
  ...cell,
  width: '14%',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  background: '#f5f5f5',
};
const dash = (v: string | null) => (v === null || v === '' ? '—' : v);

function Row({ children }: { children: ReactNode }) {
  return <tr>{children}</tr>;
}

/**
 * The weigh ticket (磅单) as the plant hands it to the driver: A5 landscape, ruled grid of plate,
 * material, partner, gross / tare / net with their times, deduction, price, amount and its uppercase
 * words, weighers and the driver's signature line. 打印 prints only the ticket (the buttons and the
 * rest of the page are hidden by the print style); 下载PDF asks the server for its PDF.
 */
export function WeighTicket({ data, onPrinted, onDownloadPdf, print }: WeighTicketProps) {
  const [downloading, setDownloading] = useState(false);
  const printNo = data.printCount + 1;
  const doPrint = () => {
    (print ?? (() => window.print()))();
    onPrinted?.();
  };
  const download = async () => {
    if (!onDownloadPdf) return;
    setDownloading(true);
    try {
      await onDownloadPdf();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="wb-weigh-ticket-wrap">
      <style>{`@media print {
  @page { size: A5 landscape; margin: 10mm; }
  body * { visibility: hidden; }
  .wb-weigh-ticket, .wb-weigh-ticket * { visibility: visible; }
  .wb-weigh-ticket { position: absolute; left: 0; top: 0; width: 100%; }
  .wb-weigh-ticket-actions { display: none; }
}`}</style>
      <Space className="wb-weigh-ticket-actions" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={doPrint}>
          打印
        </Button>
        {onDownloadPdf && (
          <Button onClick={() => void download()} loading={downloading}>
            下载PDF
          </Button>
        )}
      </Space>
      <div
        className="wb-weigh-ticket"
        data-testid="weigh-ticket"
        style={{
          width: '210mm',
          maxWidth: '100%',
          padding: '8mm 10mm',
          background: '#fff',
          color: '#111',
          boxSizing: 'border-box',
        }}
      >
        <div style={{ textAlign: 'center', fontSize: 22, fontWeight: 600 }}>{data.companyName}</div>
        <div style={{ textAlign: 'center', fontSize: 18, margin: '4px 0 8px', letterSpacing: 4 }}>
          {data.flavourLabel}过磅单
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, marginBottom: 4 }}>
          <span>单号：{data.billNo}</span>
          <span>
            {printNo > 1 ? `第 ${printNo} 次打印（补打）` : '第 1 次打印'} {data.printTime}
          </span>
        </div>
        <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <tbody>
            <Row>
              <th style={label}>车牌号</th>
              <td style={{ ...cell, fontSize: 16, fontWeight: 600 }}>{data.plateNumber}</td>
              <th style={label}>物料名称</th>
              <td style={{ ...cell, fontSize: 16, fontWeight: 600 }}>{data.materialName}</td>
            </Row>
            <Row>
              <th style={label}>{data.partnerLabel}</th>
              <td style={cell} colSpan={3}>
                {data.partnerName}
              </td>
            </Row>
            <Row>
              <th style={label}>毛重（吨）</th>
              <td style={cell}>{dash(data.gross)}</td>
              <th style={label}>毛重时间</th>
              <td style={cell}>{data.grossTime ?? ''}</td>
            </Row>
            <Row>
              <th style={label}>皮重（吨）</th>
              <td style={cell}>{dash(data.tare)}</td>
              <th style={label}>皮重时间</th>
              <td style={cell}>{data.tareTime ?? ''}</td>
            </Row>
            <Row>
              <th style={label}>扣重（吨）</th>
              <td style={cell}>{data.deduction}</td>
              <th style={label}>净重（吨）</th>
              <td style={{ ...cell, fontSize: 16, fontWeight: 600 }}>{dash(data.net)}</td>
            </Row>
            <Row>
              <th style={label}>单价（元/吨）</th>
              <td style={cell}>{dash(data.unitPrice)}</td>
              <th style={label}>金额（元）</th>
              <td style={cell}>{dash(data.amount)}</td>
            </Row>
            <Row>
              <th style={label}>金额大写</th>
              <td style={cell} colSpan={3}>
                {dash(data.amountInWords)}
              </td>
            </Row>
          </tbody>
        </table>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, marginTop: 16 }}>
          <span>司磅员（毛）：{dash(data.grossOperator)}</span>
          <span>司磅员（皮）：{dash(data.tareOperator)}</span>
          <span>
            司机签字：
            <span style={{ display: 'inline-block', width: 120, borderBottom: '1px solid #222' }} />
          </span>
        </div>
        <div style={{ fontSize: 12, marginTop: 10 }}>
          状态：{data.statusLabel}{"\u3000\u3000"}本单一式三联：存根、司机、财务
        </div>
      </div>
    </div>
  );
}
