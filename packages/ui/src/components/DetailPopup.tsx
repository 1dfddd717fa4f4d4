import { Alert, App, Button, Descriptions, Modal, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { visibleFields, type FieldDefinition } from '@wb/templates';
import { fetchTemplateRecord, serverMessage, useFormatSubs, useSession } from '@wb/api';
import {
  DETAIL_POPUP_WIDTH,
  DETAIL_WARNING_SECONDS,
  DETAIL_WARNING_TITLE,
  MSG_DETAIL_TEMPLATE,
  detailCall,
  detailColumns,
  detailLayout,
} from '../logic/detailTemplate';
import { withRowKeys } from '../logic/editableRows';
import { childTables, splitFields, splitRecord } from '../logic/masterDetail';
import { CellText } from './CellText';
import { EditableTable } from './EditableTable';
import { ImageThumbCell } from './ImageThumbCell';

export interface DetailPopupProps {
  open: boolean;
  /** the format template to show the record with (a FORM template, or a popup's detail_id) */
  templateId: string | null | undefined;
  recordId: string | null | undefined;
  /** default: the template's name */
  title?: string;
  onClose: () => void;
  /** labels of child tables (default: the table name) */
  tableLabels?: Readonly<Record<string, string>>;
  onViewImage?: (paths: string[], field: FieldDefinition) => void;
}

/**
 * The detail popup (SPEC.md §2, 80% wide): loads a format template and the record through the
 * template's own resMethod + resUrl and shows it read-only as master-child, four-column,
 * eight-column or tab layout. A template without its list method or route is warned about
 * (请检查详情模板的【列表请求方式】和【列表请求路由】属性, title 警告, 7 s) and the popup closes.
 */
export function DetailPopup({ open, templateId, recordId, title, onClose, tableLabels, onViewImage }: DetailPopupProps) {
  const { notification } = App.useApp();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const desensitization = useSession((s) => s.desensitization);
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const template = useFormatSubs(open ? templateId : null);
  const tpl = template.data ?? null;
  const call = tpl ? detailCall(tpl) : null;
  const missing = open && (!templateId || (template.isSuccess && (tpl === null || call === null)));

  useEffect(() => {
    if (!missing) return;
    notification.warning({ message: DETAIL_WARNING_TITLE, description: MSG_DETAIL_TEMPLATE, duration: DETAIL_WARNING_SECONDS });
    closeRef.current();
  }, [missing, notification]);

  const record = useQuery({
    queryKey: ['session', orgId, 'detail', call?.method ?? '', call?.url ?? '', recordId ?? ''],
    queryFn: () => fetchTemplateRecord(call?.method ?? 'GET', call?.url ?? '', recordId ?? ''),
    enabled: open && call !== null && Boolean(recordId),
    retry: false,
    gcTime: 0,
  });

  const tables = useMemo(() => childTables(tpl?.opations), [tpl]);
  const split = useMemo(() => splitFields(tpl?.formSubList ?? [], tables), [tpl, tables]);
  const layout = detailLayout(tpl?.formatStyle);
  const row = record.data ?? null;
  const parts = row ? splitRecord(row, tables) : null;

  const mainView = parts && (
    <Descriptions
      size="small"
      bordered
      column={detailColumns(tpl?.formatStyle)}
      layout={detailColumns(tpl?.formatStyle) > 4 ? 'vertical' : 'horizontal'}
      items={visibleFields(split.main).map((f) => ({
        key: f.fieldName,
        label: f.fieldExplain,
        children:
          f.formSubmitType === 'IMG_UPLOAD_EP' || f.formSubmitType === 'IMG_LOGO' ? (
            <ImageThumbCell field={f} value={parts.main[f.fieldName]} onView={onViewImage} />
          ) : (
            <CellText field={f} value={parts.main[f.fieldName]} desensitization={desensitization} />
          ),
      }))}
    />
  );
  const childView = (t: string) => (
    <EditableTable
      testId={`detail-child-${t}`}
      fields={split.children[t] ?? []}
      rows={withRowKeys(parts?.children[t] ?? [])}
      readOnly
      showIndex
      selection="none"
      onViewImage={onViewImage}
      desensitization={desensitization}
    />
  );
  const labelOf = (t: string) => tableLabels?.[t] ?? t;

  let body = null;
  if (parts) {
    if (layout === 'tab' && tables.length > 0) {
      body = (
        <Tabs
          items={[
            { key: '__main', label: '基本信息', children: mainView },
            ...tables.map((t) => ({ key: t, label: labelOf(t), children: childView(t) })),
          ]}
        />
      );
    } else {
      body = (
        <>
          {mainView}
          {tables.map((t) => (
            <div key={t} style={{ marginTop: 16 }}>
              <div style={{ fontWeight: 600, marginBottom: 8 }}>{tableLabels?.[t] ?? (tables.length > 1 ? t : '明细')}</div>
              {childView(t)}
            </div>
          ))}
        </>
      );
    }
  }

  return (
    <Modal
      open={open && !missing}
      title={title ?? tpl?.formatName ?? '详情'}
      width={DETAIL_POPUP_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={<Button onClick={onClose}>关 闭</Button>}
    >
      <div data-testid="detail-popup" data-layout={layout}>
        {record.isError && <Alert type="error" showIcon message={serverMessage(record.error)} />}
        <Spin spinning={template.isLoading || record.isLoading}>{body}</Spin>
      </div>
    </Modal>
  );
}
