import { App, Button, Card, Col, Form, Input, Row, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  FLAVOUR_MODULES,
  createRegistry,
  fetchRecord,
  fetchRegistry,
  serverMessage,
  updateRegistry,
  usePlateDict,
  type RecordRow,
  type RegistryRow,
  type SelectOptionRow,
  type WeighFlavour,
} from '@wb/api';
import {
  FLAVOUR_TITLES,
  PARTNER_LABELS,
  PlateInput,
  REGISTRY_STATUS_LABELS,
  RecordSelect,
  SAFE_UPDATE_LOCKED,
  registryEditMode,
  registryFlavourOf,
  registryFormProblem,
  registryPayload,
  usePageTitle,
  type RegistryFormValues,
} from '@wb/ui';
import { MenuRoutePage } from '../MenuRoutePage';

const PARTNER_BASE: Record<WeighFlavour, string> = {
  pu: '/basic/vendor',
  pt: '/basic/vendor',
  sa: '/basic/customer',
  st: '/basic/customer',
  pr: '/basic/factory',
  al: '/basic/factory',
  tr: '/basic/factory',
};
const PARTNER_NAME_KEY: Record<WeighFlavour, string> = {
  pu: 'vendorName',
  pt: 'vendorName',
  sa: 'customerName',
  st: 'customerName',
  pr: 'factoryName',
  al: 'factoryName',
  tr: 'factoryName',
};
/** the notice entity of a flavour (none for 产成品) */
const noticeBase = (f: WeighFlavour) => (f === 'pr' ? null : `/${FLAVOUR_MODULES[f]}/${f}_notice`);

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** /modules/{module}/{f}_registry/edit: the registry edit page, or the menu's page for any other edit route. */
export function RegistryEditRoute() {
  const { module, entity } = useParams();
  const flavour = registryFlavourOf(module, entity, FLAVOUR_MODULES);
  if (!flavour) return <MenuRoutePage />;
  return <RegistryEditPage key={flavour} flavour={flavour} />;
}

interface NoticeLine {
  id: string;
  invName: string;
  invCode: string | null;
  inventoryId: string | null;
  plannedQuantity: string | null;
  closed: boolean;
}

/** The material lines of a notice record (its `{f}_notice_sub` child rows). */
function noticeLines(notice: RecordRow, flavour: WeighFlavour): NoticeLine[] {
  const sub = notice[`${flavour}_notice_sub`];
  return Array.isArray(sub)
    ? (sub as Record<string, unknown>[]).map((l) => ({
        id: str(l.id),
        invName: str(l.invName),
        invCode: l.invCode ? str(l.invCode) : null,
        inventoryId: l.inventoryId ? str(l.inventoryId) : null,
        plannedQuantity: l.plannedQuantity ? str(l.plannedQuantity) : null,
        closed: l.closed === '是' || l.closed === true,
      }))
    : [];
}

/**
 * 登记单 edit page (SPEC.md §2 /modules/purorder/pu_registry/edit, /modules/sale/sa_registry/edit and
 * the same for every flavour): the registry's main form with its notice line, vehicle, driver and
 * IC card pickers, saved through the registry API. Route query `type`: create (also create1,
 * createRef), update and safeUpdate (with `id`); a safeUpdate keeps the truck, its load and the
 * notice reservation and changes only the driver, card, deductions and remark.
 */
export function RegistryEditPage({ flavour }: { flavour: WeighFlavour }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const mode = registryEditMode(params.get('type'), id);
  const title = `${FLAVOUR_TITLES[flavour]}登记单`;
  usePageTitle(`${mode === 'create' ? '新增' : '编辑'}${title}`);
  const partnerLabel = PARTNER_LABELS[flavour];
  const plates = usePlateDict();
  const [form] = Form.useForm<RegistryFormValues>();
  const [loaded, setLoaded] = useState<RegistryRow | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noticeLabel, setNoticeLabel] = useState<string | null>(null);
  const [lines, setLines] = useState<NoticeLine[]>([]);
  const locked = (field: string) => mode === 'safeUpdate' && SAFE_UPDATE_LOCKED.has(field);
  const hasNotice = Boolean(Form.useWatch('noticeSubId', form));
  const vehicleId = Form.useWatch('vehicleId', form);
  const plateNumber = Form.useWatch('plateNumber', form);
  const driverName = Form.useWatch('driverName', form);

  // the row a save just answered: the address turns into ?type=update&id=<it>, and the page shows
  // it as it is instead of blanking the form and fetching it again
  const justSaved = useRef<RegistryRow | null>(null);

  useEffect(() => {
    let live = true;
    const saved = justSaved.current;
    justSaved.current = null;
    setError(null);
    /** a loaded registry on screen: its values, its notice and the notice's lines (通知单明细 shows the line's material) */
    const show = (row: RegistryRow) => {
      setLoaded(row);
      setNoticeLabel(row.noticeNo);
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(row)) values[k] = str(v);
      form.setFieldsValue(values as RegistryFormValues);
      const base = noticeBase(flavour);
      if (!base || !row.noticeId) return;
      fetchRecord(base, row.noticeId)
        .then((notice) => live && setLines(noticeLines(notice, flavour)))
        .catch(() => undefined);
    };
    if (saved && mode !== 'create' && saved.id === id) {
      show(saved);
      return () => {
        live = false;
      };
    }
    form.resetFields();
    setLoaded(null);
    setNoticeLabel(null);
    setLines([]);
    if (mode === 'create' || !id) {
      form.setFieldsValue({
        direction: flavour === 'al' || flavour === 'tr' ? 'out' : undefined,
        deductWeight: '0.000',
        deductRate: '0.00',
      });
      return;
    }
    setLoading(true);
    fetchRegistry(flavour, id)
      .then((row) => live && show(row))
      .catch((e: unknown) => live && setError(serverMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [flavour, mode, id, form]);

  const pickNotice = async (row: SelectOptionRow) => {
    const base = noticeBase(flavour);
    if (!base) return;
    setNoticeLabel(row.label);
    try {
      const notice: RecordRow = await fetchRecord(base, row.id);
      const found = noticeLines(notice, flavour);
      setLines(found);
      form.setFieldsValue({
        partnerName: str(notice.partnerName),
        partnerId: str(notice.partnerId),
        noticeSubId: undefined,
        planQuantity: notice.maxLimit ? str(notice.maxLimit) : form.getFieldValue('planQuantity'),
      });
      const open = found.filter((l) => !l.closed);
      if (open.length === 1) pickLine(open[0]);
    } catch (e) {
      void message.error(serverMessage(e));
    }
  };

  const pickLine = (line: NoticeLine) => {
    form.setFieldsValue({
      noticeSubId: line.id,
      materialName: line.invName,
      invCode: line.invCode ?? undefined,
      inventoryId: line.inventoryId ?? undefined,
    });
  };

  const clearNotice = () => {
    setNoticeLabel(null);
    setLines([]);
    form.setFieldsValue({ noticeSubId: undefined });
  };

  const save = async () => {
    const values = { ...form.getFieldsValue(true) } as RegistryFormValues;
    const problem = registryFormProblem(values, partnerLabel);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const body = registryPayload(values, mode, loaded);
      const row =
        mode === 'create' ? await createRegistry(flavour, body) : await updateRegistry(flavour, body);
      void message.success(mode === 'create' ? '新增成功' : '保存成功');
      // the saved registry stays on screen, now as an update of it (its new version included)
      justSaved.current = row;
      setParams({ type: mode === 'safeUpdate' ? 'safeUpdate' : 'update', id: row.id }, { replace: true });
      setLoaded(row);
      const shown: Record<string, string> = {};
      for (const [k, v] of Object.entries(row)) shown[k] = str(v);
      form.setFieldsValue(shown as RegistryFormValues);
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(`/modules/${FLAVOUR_MODULES[flavour]}/${flavour}_registry/index`);
  };

  const nb = noticeBase(flavour);
  const col = { xs: 24, md: 12, xl: 6 };

  return (
    <Card
      data-testid="registry-edit-page"
      size="small"
      title={
        <Space>
          <span>{mode === 'create' ? `新增${title}` : `编辑${title}`}</span>
          {loaded && <Tag>{loaded.billNo}</Tag>}
          {loaded && <Tag color="blue">{REGISTRY_STATUS_LABELS[loaded.status]}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()} disabled={loading}>
            保存
          </Button>
          <Button onClick={back}>取消</Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        {error && (
          <div
            data-testid="registry-error"
            role="alert"
            style={{ color: '#cf1322', marginBottom: 12, fontWeight: 500 }}
          >
            {error}
          </div>
        )}
        <Form form={form} layout="vertical" requiredMark>
          <Row gutter={16}>
            {nb && (
              <Col {...col}>
                <Form.Item label="通知单">
                  <RecordSelect
                    aria-label="通知单"
                    base={nb}
                    value={noticeLabel}
                    disabled={locked('noticeSubId')}
                    placeholder="选择通知单（可不选）"
                    onPick={(row) => void pickNotice(row)}
                    onClear={clearNotice}
                    describe={(r) => str(r.partnerName)}
                  />
                </Form.Item>
              </Col>
            )}
            {nb && (
              <Col {...col}>
                <Form.Item label="通知单明细" name="noticeSubId">
                  <Select
                    aria-label="通知单明细"
                    disabled={locked('noticeSubId') || lines.length === 0}
                    placeholder={noticeLabel ? '选择物料明细' : '先选择通知单'}
                    onChange={(lineId: string) => {
                      const line = lines.find((l) => l.id === lineId);
                      if (line) pickLine(line);
                    }}
                    options={lines.map((l) => ({
                      value: l.id,
                      disabled: l.closed,
                      label: `${l.invName}${l.plannedQuantity ? ` 计划${l.plannedQuantity}吨` : ''}${l.closed ? '（已关闭）' : ''}`,
                    }))}
                  />
                </Form.Item>
              </Col>
            )}
            {(flavour === 'al' || flavour === 'tr') && (
              <Col {...col}>
                <Form.Item label="方向" name="direction">
                  <Select
                    aria-label="方向"
                    disabled={locked('direction')}
                    options={[
                      { value: 'out', label: '发货' },
                      { value: 'in', label: '收货' },
                    ]}
                  />
                </Form.Item>
              </Col>
            )}
            <Col {...col}>
              <Form.Item label="车牌号" required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="plateNumber" noStyle>
                    <PlateInputField disabled={locked('plateNumber')} prefixes={plates.data ?? []} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="车辆档案">
                <RecordSelect
                  aria-label="车辆档案"
                  base="/basic/vehicle"
                  value={vehicleId ? plateNumber : null}
                  disabled={locked('vehicleId')}
                  placeholder="选择车辆（带出车牌号）"
                  onPick={(row) =>
                    form.setFieldsValue({ vehicleId: row.id, plateNumber: str(row.plateNumber || row.label) })
                  }
                  onClear={() => form.setFieldsValue({ vehicleId: undefined })}
                  describe={(r) => str(r.carType)}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="物料" required={!hasNotice} name="materialName">
                <MaterialField disabled={locked('materialName') || hasNotice} form={form} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label={partnerLabel} required={!hasNotice} name="partnerName">
                <PartnerField
                  base={PARTNER_BASE[flavour]}
                  nameKey={PARTNER_NAME_KEY[flavour]}
                  label={partnerLabel}
                  disabled={locked('partnerName') || hasNotice}
                  form={form}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="司机">
                <RecordSelect
                  aria-label="司机"
                  base="/basic/driver"
                  value={driverName}
                  placeholder="选择司机"
                  onPick={(row) =>
                    form.setFieldsValue({
                      driverId: row.id,
                      driverName: str(row.driverName || row.label),
                      driverMobile: str(row.mobile),
                      driverIdNumber: str(row.idNumber),
                    })
                  }
                  onClear={() =>
                    form.setFieldsValue({
                      driverId: undefined,
                      driverName: undefined,
                      driverMobile: undefined,
                      driverIdNumber: undefined,
                    })
                  }
                  describe={(r) => [r.mobile, r.plateNumber].filter(Boolean).map(str).join(' ')}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="司机电话" name="driverMobile">
                <Input aria-label="司机电话" />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="身份证号" name="driverIdNumber">
                <Input aria-label="身份证号" />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="IC卡号" name="icCardNo">
                <CardField />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="预装量(吨)" name="planQuantity">
                <Input aria-label="预装量(吨)" disabled={locked('planQuantity')} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="扣重(吨)" name="deductWeight">
                <Input aria-label="扣重(吨)" />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item label="扣率(%)" name="deductRate">
                <Input aria-label="扣率(%)" />
              </Form.Item>
            </Col>
            <Col xs={24} xl={12}>
              <Form.Item label="备注" name="remark">
                <Input.TextArea aria-label="备注" autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Card>
  );
}

/** The plate box as a form control (value / onChange from Form.Item). */
function PlateInputField({
  value,
  onChange,
  prefixes,
  disabled,
}: {
  value?: string;
  onChange?: (v: string) => void;
  prefixes: { plateCode: string; plateName: string }[];
  disabled?: boolean;
}) {
  if (disabled) return <Input aria-label="车牌号" value={value} disabled />;
  return <PlateInput value={value ?? ''} onChange={(v) => onChange?.(v)} prefixes={prefixes} />;
}

type RegistryForm = ReturnType<typeof Form.useForm<RegistryFormValues>>[0];

/** 物料: picked from the inventory (fills its id and code), or typed. */
function MaterialField({
  value,
  form,
  disabled,
}: {
  value?: string;
  onChange?: (v: string) => void;
  form: RegistryForm;
  disabled?: boolean;
}) {
  return (
    <RecordSelect
      aria-label="物料"
      base="/basic/inventory"
      value={value}
      disabled={disabled}
      placeholder="选择物料"
      onPick={(row) =>
        form.setFieldsValue({
          inventoryId: row.id,
          invCode: str(row.invCode),
          materialName: str(row.invName || row.label),
        })
      }
      onClear={() =>
        form.setFieldsValue({ inventoryId: undefined, invCode: undefined, materialName: undefined })
      }
      describe={(r) => [r.invCode, r.model].filter(Boolean).map(str).join(' ')}
    />
  );
}

/** The flavour's partner (供应商 / 客户 / 工厂): picked, filling its id. */
function PartnerField({
  value,
  form,
  base,
  nameKey,
  label,
  disabled,
}: {
  value?: string;
  onChange?: (v: string) => void;
  form: RegistryForm;
  base: string;
  nameKey: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <RecordSelect
      aria-label={label}
      base={base}
      value={value}
      disabled={disabled}
      placeholder={`选择${label}`}
      onPick={(row) =>
        form.setFieldsValue({ partnerId: row.id, partnerName: str(row[nameKey] || row.label) })
      }
      onClear={() => form.setFieldsValue({ partnerId: undefined, partnerName: undefined })}
    />
  );
}

/** IC卡: picked from the cards (the number is what the registry keeps). */
function CardField({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }) {
  return (
    <RecordSelect
      aria-label="IC卡号"
      base="/basic/ic_card"
      value={value}
      placeholder="选择IC卡（可不选）"
      onPick={(row) => onChange?.(str(row.cardNo || row.label))}
      onClear={() => onChange?.(undefined)}
      describe={(r) => [r.plateNumber, r.driverName].filter(Boolean).map(str).join(' ')}
    />
  );
}
