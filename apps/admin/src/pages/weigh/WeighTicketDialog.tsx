import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Modal, Spin } from 'antd';
import {
  fetchWeighTicket,
  fetchWeighTicketPdf,
  recordWeighTicketPrint,
  serverMessage,
  useSession,
} from '@wb/api';
import { WeighTicket } from '@wb/ui';

export interface WeighTicketDialogProps {
  /** the weigh record whose ticket to show; null: closed */
  weighRecordId: string | null;
  onClose: () => void;
}

/**
 * 打印 on the weigh screen: the record's ticket (磅单) as it prints, with 打印 (the browser's print,
 * then counted on the server) and 下载PDF (the server's PDF, opened in a new window).
 */
export function WeighTicketDialog({ weighRecordId, onClose }: WeighTicketDialogProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const key = ['session', orgId, 'weighTicket', weighRecordId ?? ''];
  const ticket = useQuery({
    queryKey: key,
    queryFn: () => fetchWeighTicket(weighRecordId ?? ''),
    enabled: Boolean(weighRecordId),
    // the print number on the ticket must be the current one each time it opens
    gcTime: 0,
  });

  const onPrinted = () => {
    if (!weighRecordId) return;
    recordWeighTicketPrint(weighRecordId)
      .then(() => queryClient.invalidateQueries({ queryKey: key }))
      .catch((e: unknown) => void message.error(serverMessage(e)));
  };

  const onDownloadPdf = async () => {
    if (!weighRecordId) return;
    try {
      const blob = await fetchWeighTicketPdf(weighRecordId);
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank');
      // the new window has read it by then; otherwise the blob would live as long as the page
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  return (
    <Modal
      open={Boolean(weighRecordId)}
      title="磅单打印"
      width={880}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="weigh-ticket-dialog"
    >
      {ticket.isLoading && <Spin />}
      {ticket.isError && <Alert type="error" showIcon title={serverMessage(ticket.error)} />}
      {ticket.data && <WeighTicket data={ticket.data} onPrinted={onPrinted} onDownloadPdf={onDownloadPdf} />}
    </Modal>
  );
}
