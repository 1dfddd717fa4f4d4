import { Alert, App, Button, Col, Form, Modal, Row, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyFormulas, buildFormItems, defaultValues, linkPairFills, type FieldDefinition, type FormItem, type FormStyle } from '@wb/templates';
import {
  createRecord,
  fetchLinkPairs,
  fetchRecord,
  serverMessage,
  updateRecord,
  type FormatView,
  type LinkPairRow,
  type RecordRow,
} from '@wb/api';
import { useLeadingDebounce } from '../hooks/useLeadingDebounce';
import { useUserContext } from '../hooks/useUserContext';
import { AttachmentScopeProvider } from '../context/AttachmentScope';
import { entityOfBase } from '../logic/attachmentSelection';
import { isMaterialField, isRegionField, regionCodeFills } from '../logic/fieldControls';
import { antdRules } from '../logic/antdRules';
import { gridSpan } from '../logic/gridSpan';
import { SAVE_DEBOUNCE_MS } from '../logic/leadingDebounce';
import { toFormValues, toWireValues } from '../logic/formValues';
import { childTables, formTypeBehaviour, type FormType } from '../logic/masterDetail';
import { isVehicleTemplate, vehicleFormVisibility } from '../logic/vehicleFormVisibility';
import { FormControl } from './FormControl';
import { MasterDetailForm, masterItems, type MasterDetailOptions } from './MasterDetailForm';
import { MaterialPicker } from './MaterialPicker';
import { PopupPicker } from './PopupPicker';

/** SPEC.md §9: 60% wide, content at least 180 px, the form at most 70vh high. */
export const FORM_DIALOG_WIDTH = '60%';
export const FORM_MIN_HEIGHT = 180;
export const FORM_MAX_HEIGHT = '70vh';

export type FormDialogMode = 'create' | 'edit';

export interface FormDialogProps {
  open: boolean;
  mode: FormDialogMode;
  /** the record to edit */
  recordId?: string | null;
  /** the FORM template */
  template: FormatView;
  /** the record engine base, e.g. /basic/vehicle */
  base: string;
  onClose: () => void;
  onSaved: (row: RecordRow) => void;
  /**
   * The route query type (SPEC.md §2): refines the mode — create1 / createRef when creating,
   * safeUpdate / weigh when editing. Default create or update.
   */
  formType?: FormType;
  /** master-child and tab templates: the options the template does not carry */
  masterDetail?: MasterDetailOptions;
  /** opens the picture viewer of an image cell in a child table */
  onViewImage?: (paths: string[], field: FieldDefinition) => void;
}

/** The route type a dialog runs: the mode's default, or a given type of the same kind (creating or editing). */
export function dialogFormType(mode: FormDialogMode, formType?: FormType): FormType {
  const creates = mode === 'create';
  if (formType && formTypeBehaviour(formType).creates === creates) return formType;
  return creates ? 'create' : 'update';
}

const FORM_STYLES: readonly string[] = ['FORMAT_MASTER_CHILD_FROM', 'FORMAT_FOUR_COLUMN_FROM', 'FORMAT_EIGHT_COLUMN_FROM', 'FORMAT_TAB_FROM'];

function titleOf(template: FormatView, mode: FormDialogMode): string {
  const name = template.formatName || '表单';
  if (mode === 'create') return name.startsWith('新增') ? name : `新增${name}`;
  return name.startsWith('新增') ? `编辑${name.slice(2)}` : `编辑${name}`;
}

/**
 * The template form dialog (SPEC.md §2): items from the FORM template, rules, defaults in create
 * mode; 确 定 validates first, then creates or updates (with the version read). A failed save keeps
 * everything typed and shows the server's message. The vehicle form shows its trailer and
 * dangerous-goods fields only when chosen, and has 完成 / 关闭.
 */
export function FormDialog({ open, mode, recordId, template, base, onClose, onSaved, formType, masterDetail, onViewImage }: FormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const user = useUserContext();
  const style = FORM_STYLES.includes(template.formatStyle ?? '') ? (template.formatStyle as FormStyle) : undefined;
  // master-child and tab templates with child tables edit their children in tables (MasterDetailForm)
  const masterChild = (style === 'FORMAT_MASTER_CHILD_FROM' || style === 'FORMAT_TAB_FROM') && childTables(template.opations).length > 0;
  const type = dialogFormType(mode, formType);
  const items = useMemo(() => (masterChild ? masterItems(template) : buildFormItems(template.formSubList, { style })), [template, style, masterChild]);
  const [loaded, setLoaded] = useState<RecordRow | null>(null);
  const vehicle = isVehicleTemplate(template);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState<FormItem | null>(null);
  /** the loaded record (id, version, fields without an input) and values filled by pickers into hidden fields */
  const extras = useRef<Record<string, unknown>>({});

  const hasTrailer: unknown = Form.useWatch('hasTrailer', form);
  const isDangerousChemicals: unknown = Form.useWatch('isDangerousChemicals', form);
  const hidden = vehicle ? vehicleFormVisibility({ hasTrailer, isDangerousChemicals }).hidden : new Set<string>();

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    setError(null);
    setLoaded(null);
    extras.current = {};
    if (mode === 'create') {
      const { values, errors } = defaultValues(template.formSubList, { now: new Date(), user });
      errors.forEach((e) => void message.warning(e));
      form.setFieldsValue(toFormValues(items, values));
    } else if (recordId) {
      setLoading(true);
      fetchRecord(base, recordId)
        .then((row) => {
          if (!live) return;
          extras.current = { ...row };
          form.setFieldsValue(toFormValues(items, row));
          setLoaded(row);
        })
        .catch((e: unknown) => {
          if (!live) return;
          void message.error(serverMessage(e));
          onClose();
        })
        .finally(() => live && setLoading(false));
    }
    return () => {
      live = false;
    };
    // reload only when the dialog opens or targets another record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mode, recordId]);

  const hasFormulas = items.some((i) => i.calculate);
  const onValuesChange = (_changed: unknown, all: Record<string, unknown>) => {
    if (!hasFormulas) return;
    const next = applyFormulas(template.formSubList, { ...extras.current, ...all });
    const patch: Record<string, unknown> = {};
    for (const i of items) if (i.calculate && next[i.key] !== all[i.key]) patch[i.key] = next[i.key];
    if (Object.keys(patch).length) form.setFieldsValue(patch);
  };

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const shown = items.filter((i) => !hidden.has(i.key));
    await send({ ...extras.current, ...toWireValues(shown, values) });
  };
  const send = async (wire: Record<string, unknown>) => {
    // a region field's codes go with it (the master-child form's payload too)
    const payload = { ...wire, ...regionCodeFills(template.formSubList, wire) };
    setSaving(true);
    setError(null);
    try {
      const row = mode === 'create' ? await createRecord(base, payload) : await updateRecord(base, payload);
      void message.success(mode === 'create' ? '新增成功' : '修改成功');
      onSaved(row);
    } catch (e) {
      const text = serverMessage(e);
      setError(text);
      void message.error(text);
    } finally {
      setSaving(false);
    }
  };
  const submit = useLeadingDebounce(() => void save(), SAVE_DEBOUNCE_MS);

  const onPicked = async (item: FormItem, rows: RecordRow[]) => {
    setPicking(null);
    let pairs: LinkPairRow[] = [];
    if (item.field.id !== undefined) {
      try {
        pairs = await fetchLinkPairs(String(item.field.id));
      } catch {
        pairs = [];
      }
    }
    const fills = linkPairFills(pairs, rows);
    const keys = new Set(items.map((i) => i.key));
    const patch: Record<string, unknown> = {};
    for (const fill of fills) {
      if (keys.has(fill.fieldName)) patch[fill.fieldName] = fill.value;
      else extras.current[fill.fieldName] = fill.value;
    }
    if (!fills.some((f) => f.fieldName === item.key)) {
      // without a pair for the field itself, it shows the rows' names (a material: its invName)
      const shownKey = isMaterialField(item.field) ? 'invName' : item.key;
      patch[item.key] = rows.map((r) => String(r[shownKey] ?? r.label ?? r.id)).join(',');
    }
    form.setFieldsValue(patch);
  };

  const [cancelText, okText] = vehicle ? ['关闭', '完成'] : ['取 消', '确 定'];
  // uploads belong to this entity, and to the record once it exists
  const scope = useMemo(() => ({ entity: entityOfBase(base), recordId: mode === 'edit' ? (recordId ?? null) : null }), [base, mode, recordId]);
  const materialPick = picking !== null && isMaterialField(picking.field);

  return (
    <Modal
      open={open}
      title={titleOf(template, mode)}
      width={FORM_DIALOG_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      styles={{ body: { minHeight: FORM_MIN_HEIGHT } }}
      footer={
        masterChild ? null : (
        <Space>
          <Button onClick={onClose}>{cancelText}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={submit}>
            {okText}
          </Button>
        </Space>
        )
      }
    >
      <AttachmentScopeProvider value={scope}>
        <div data-testid="form-dialog">
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="form-error" />}
          {masterChild && (
            <MasterDetailForm
              form={form}
              template={template}
              type={type}
              record={loaded}
              loading={loading}
              saving={saving}
              hidden={hidden}
              carried={() => extras.current}
              onPick={setPicking}
              onValuesChange={onValuesChange}
              onSubmit={(payload, ok) => ok && payload && void send(payload)}
              onCancel={onClose}
              onViewImage={onViewImage}
              {...masterDetail}
            />
          )}
          {!masterChild && (
          <Spin spinning={loading}>
            <Form
              form={form}
              // labels above the inputs: four columns of a 60% dialog leave too little room beside them
              layout="vertical"
              requiredMark
              onValuesChange={onValuesChange}
              style={{ maxHeight: FORM_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 }}
            >
              <Row gutter={12}>
                {items
                  .filter((item) => !hidden.has(item.key))
                  .map((item) => (
                    <Col
                      key={item.key}
                      span={item.control.widget === 'textarea' ? 24 : isRegionField(item.field) ? Math.max(12, gridSpan(item.span)) : gridSpan(item.span)}
                      style={{ minWidth: 0 }}
                    >
                      <Form.Item
                        name={item.key}
                        label={item.label}
                        rules={antdRules(item.rules)}
                        validateTrigger={['onBlur', 'onChange']}
                        valuePropName="value"
                        style={{ marginBottom: 12 }}
                      >
                        <FormControl item={item} onPick={setPicking} />
                      </Form.Item>
                    </Col>
                  ))}
              </Row>
            </Form>
          </Spin>
          )}
        </div>
      </AttachmentScopeProvider>
      <MaterialPicker
        open={materialPick}
        resourceId={picking?.cgFormatResId !== undefined ? String(picking.cgFormatResId) : null}
        multiple={picking?.control.multiple ?? false}
        onCancel={() => setPicking(null)}
        onConfirm={(rows) => picking && void onPicked(picking, rows)}
      />
      <PopupPicker
        open={picking !== null && !materialPick}
        resourceId={picking?.cgFormatResId !== undefined ? String(picking.cgFormatResId) : null}
        multiple={picking?.control.multiple ?? false}
        confirmButton={picking?.control.picker?.confirmButton ?? true}
        onCancel={() => setPicking(null)}
        onConfirm={(rows) => picking && void onPicked(picking, rows)}
      />
    </Modal>
  );
}
