import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Input,
  Row,
  Segmented,
  Select,
  Space,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  findRegistry,
  serverMessage,
  usePlateDict,
  useScales,
  useScaleLive,
  useSession,
  weighSave,
  type FoundRegistry,
  type WeighSaveAnswer,
} from '@wb/api';
import {
  FLAVOUR_TITLES,
  MANUAL_WEIGH_PERMISSION,
  PARTNER_LABELS,
  PlateInput,
  REGISTRY_STATUS_LABELS,
  WeighRecordFigures,
  WeightDisplay,
  decideWeighSave,
  manualAllowed,
  nextWeighLabel,
  registryWeighBlock,
  usePageTitle,
  type WeightUnit,
} from '@wb/ui';
import { WeighTicketDialog } from './WeighTicketDialog';

export const MSG_POLLING = '实时连接已断开，正在轮询';
const SCALE_KEY = 'wb-weigh-scale';
const UNIT_KEY = 'wb-weigh-unit';
const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

type LookupBy = 'plate' | 'card';

/** A permission key the caller holds (admins hold every one, as the server's guard lets them pass). */
function useCan(key: string): boolean {
  return useSession((s) => s.userInfo?.admin === true || s.permissions[key] === true);
}

/**
 * 过磅作业 (/modules/measure/weigh/weigh, SPEC.md §2 weigh mode): the live weight of the chosen scale,
 * the truck found by plate or IC card, its registry and first weighing, and 称重保存 / 取消. The
 * weight is the server's own stable reading: the screen sends the registry and the scale, and a
 * typed weight only for an operator with measure:weigh:manual while the scale is offline, with a
 * reason. After a save the record's weights show and 打印 opens the ticket (WeighTicket).
 * Live weight: useScaleLive (socket, polled while the socket is down, and then it says so).
 */
export function WeighPage() {
  usePageTitle('过磅作业');
  const { message } = App.useApp();
  const scales = useScales();
  const plates = usePlateDict();
  const canSave = useCan('measure:weigh:weighsave');
  const canPrint = useCan('measure:weigh:print');
  const canManual = useCan(MANUAL_WEIGH_PERMISSION);

  const [scaleId, setScaleId] = useState<string | null>(() => localStorage.getItem(SCALE_KEY));
  const [unit, setUnit] = useState<WeightUnit>(() => (localStorage.getItem(UNIT_KEY) === 't' ? 't' : 'kg'));
  const [lookupBy, setLookupBy] = useState<LookupBy>('plate');
  const [plate, setPlate] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [found, setFound] = useState<FoundRegistry | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [saved, setSaved] = useState<WeighSaveAnswer | null>(null);
  const [manualOn, setManualOn] = useState(false);
  const [manualWeight, setManualWeight] = useState('');
  const [manualNote, setManualNote] = useState('');

  const scaleList = useMemo(() => (scales.data ?? []).filter((s) => s.enabled), [scales.data]);
  // the remembered scale if it still exists, else the first of the company
  useEffect(() => {
    if (!scales.data) return;
    if (!scaleId || !scaleList.some((s) => s.id === scaleId)) setScaleId(scaleList[0]?.id ?? null);
  }, [scales.data, scaleList, scaleId]);
  useEffect(() => {
    if (scaleId) localStorage.setItem(SCALE_KEY, scaleId);
  }, [scaleId]);
  useEffect(() => localStorage.setItem(UNIT_KEY, unit), [unit]);

  const { reading, connected } = useScaleLive(scaleId);
  const scale = scaleList.find((s) => s.id === scaleId);
  const mayManual = manualAllowed(canManual, reading);
  // the scale came back online: a typed weight is no longer allowed
  useEffect(() => {
    if (!mayManual) setManualOn(false);
  }, [mayManual]);

  const lookup = useMutation({
    mutationFn: () => findRegistry(lookupBy === 'plate' ? { plateNumber: plate } : { cardNo: cardNo.trim() }),
    onSuccess: (answer) => {
      setFound(answer);
      setLookupError(null);
      setSaved(null);
    },
    onError: (e) => {
      setFound(null);
      setSaved(null);
      setLookupError(serverMessage(e));
    },
  });

  const save = useMutation({
    mutationFn: weighSave,
    onSuccess: (answer) => {
      void message.success('称重保存成功');
      setSaved(answer);
      setFound({
        registry: answer.registry,
        weighRecord: answer.weighRecord,
        nextWeigh: answer.step === 'first' ? (answer.weighed === 'gross' ? 'tare' : 'gross') : null,
      });
      setManualOn(false);
      setManualWeight('');
      setManualNote('');
    },
    onError: (e) => void message.error(serverMessage(e)),
  });

  const [ticketId, setTicketId] = useState<string | null>(null);

  const search = () => {
    const key = lookupBy === 'plate' ? plate : cardNo.trim();
    if (!key) {
      void message.warning(lookupBy === 'plate' ? '请输入车牌号' : '请输入IC卡号');
      return;
    }
    lookup.mutate();
  };

  const cancel = () => {
    setFound(null);
    setSaved(null);
    setLookupError(null);
    setPlate('');
    setCardNo('');
    setManualOn(false);
    setManualWeight('');
    setManualNote('');
  };

  const registry = found?.registry ?? null;
  const block = registry ? registryWeighBlock(registry.status, found?.nextWeigh) : null;

  const onWeighSave = () => {
    const decision = decideWeighSave({
      registryId: registry?.id ?? null,
      scaleId,
      live: reading,
      manual: manualOn ? { weight: manualWeight, note: manualNote } : null,
      canManual,
    });
    if (!decision.ok) {
      void message.warning(decision.message);
      return;
    }
    if (block) {
      void message.warning(block);
      return;
    }
    const { intent } = decision;
    save.mutate({
      registryId: intent.registryId,
      scaleId: intent.scaleId,
      version: registry?.version,
      ...(intent.manual ? { manualWeight: intent.manual.weight, note: intent.manual.note } : {}),
    });
  };

  return (
    <div
      data-testid="weigh-page"
      // a page of its own (not a list): says when it has loaded what it needs (e2e every-leaf)
      data-page-ready={scales.isFetched ? 'true' : undefined}
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <Row gutter={12}>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={<span style={{ fontSize: 16 }}>过磅作业</span>}
            extra={
              <Space>
                <span>地磅</span>
                <Select
                  data-testid="scale-select"
                  aria-label="地磅"
                  style={{ minWidth: 200 }}
                  placeholder="请选择地磅"
                  loading={scales.isLoading}
                  value={scaleId ?? undefined}
                  onChange={(id: string) => setScaleId(id)}
                  options={scaleList.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
                  notFoundContent="暂无地磅"
                />
              </Space>
            }
            styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
          >
            <WeightDisplay
              state={reading}
              unit={unit}
              onUnitChange={setUnit}
              scaleName={scale ? `${scale.code} ${scale.name}` : undefined}
            />
            {!connected && scaleId && (
              <Alert data-testid="polling-notice" type="warning" showIcon title={MSG_POLLING} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            size="small"
            title={<span style={{ fontSize: 16 }}>车辆查询</span>}
            style={{ height: '100%' }}
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Segmented<LookupBy>
                block
                value={lookupBy}
                onChange={setLookupBy}
                options={[
                  { label: '按车牌号', value: 'plate' },
                  { label: '按IC卡号', value: 'card' },
                ]}
              />
              <Space.Compact style={{ width: '100%' }}>
                {lookupBy === 'plate' ? (
                  <PlateInput
                    size="large"
                    value={plate}
                    onChange={setPlate}
                    prefixes={plates.data ?? []}
                    onPressEnter={search}
                    autoFocus
                  />
                ) : (
                  <Input
                    size="large"
                    aria-label="IC卡号"
                    placeholder="IC卡号"
                    value={cardNo}
                    onChange={(e) => setCardNo(e.target.value)}
                    onPressEnter={search}
                    autoComplete="off"
                  />
                )}
                <Button
                  size="large"
                  type="primary"
                  icon={<SearchOutlined />}
                  loading={lookup.isPending}
                  onClick={search}
                >
                  查询
                </Button>
              </Space.Compact>
              {lookupError && <Alert data-testid="lookup-error" type="error" showIcon title={lookupError} />}
              {registry && (
                <div data-testid="next-weigh" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                  <span style={{ fontSize: 28, fontWeight: 700, letterSpacing: '0.06em' }}>
                    {registry.plateNumber}
                  </span>
                  <Tag color="blue" style={{ fontSize: 15, padding: '3px 10px' }}>
                    {FLAVOUR_TITLES[registry.flavour]}
                  </Tag>
                  {registry.status === 'weighed' ? (
                    <Tag color="green" style={{ fontSize: 15, padding: '3px 10px' }}>
                      两次过磅已完成，可出厂
                    </Tag>
                  ) : (
                    <Tag color={block ? 'red' : 'green'} style={{ fontSize: 15, padding: '3px 10px' }}>
                      {block ?? `本次${nextWeighLabel(found?.nextWeigh)}`}
                    </Tag>
                  )}
                </div>
              )}
            </Space>
          </Card>
        </Col>
      </Row>

      <Card size="small" title="登记单信息" data-testid="registry-card">
        {registry ? (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 4 }}
            styles={{ label: { width: 96 } }}
            items={[
              { key: 'billNo', label: '登记单号', children: registry.billNo },
              { key: 'flavour', label: '业务类型', children: FLAVOUR_TITLES[registry.flavour] },
              { key: 'status', label: '状态', children: REGISTRY_STATUS_LABELS[registry.status] },
              { key: 'entry', label: '入厂时间', children: time(registry.entryTime) },
              { key: 'material', label: '物料', children: registry.materialName },
              { key: 'partner', label: PARTNER_LABELS[registry.flavour], children: registry.partnerName },
              {
                key: 'notice',
                label: '通知单',
                children: registry.noticeNo ?? '无',
              },
              { key: 'plan', label: '预装量(吨)', children: registry.planQuantity ?? '' },
              {
                key: 'driver',
                label: '司机',
                children: [registry.driverName, registry.driverMobile].filter(Boolean).join(' '),
              },
              { key: 'card', label: 'IC卡号', children: registry.icCardNo ?? '' },
              {
                key: 'deduct',
                label: '扣重/扣率',
                children: `${registry.deductWeight} 吨 / ${registry.deductRate}%`,
              },
              { key: 'remark', label: '备注', children: registry.remark ?? '' },
            ]}
          />
        ) : (
          <Empty description="输入车牌号或IC卡号查询登记单" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
        {found?.weighRecord && (
          <div style={{ marginTop: 12 }}>
            <div style={{ marginBottom: 6, color: '#5f6b76' }}>
              磅单 {found.weighRecord.billNo}
              {found.weighRecord.manual && (
                <Tag color="orange" style={{ marginInlineStart: 8 }}>
                  手工录入
                </Tag>
              )}
            </div>
            <WeighRecordFigures record={found.weighRecord} weighed={saved?.weighed ?? null} />
          </div>
        )}
      </Card>

      <Card size="small" data-testid="weigh-actions">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}>
          {canSave && (
            <Button
              type="primary"
              size="large"
              style={{ height: 52, minWidth: 160, fontSize: 20 }}
              loading={save.isPending}
              disabled={!registry || Boolean(block)}
              onClick={onWeighSave}
            >
              称重保存
            </Button>
          )}
          <Button size="large" style={{ height: 52, minWidth: 110, fontSize: 18 }} onClick={cancel}>
            取消
          </Button>
          {canPrint && saved && (
            <Button
              size="large"
              icon={<PrinterOutlined />}
              style={{ height: 52, minWidth: 110, fontSize: 18 }}
              onClick={() => setTicketId(saved.weighRecord.id)}
            >
              打印
            </Button>
          )}
          {mayManual && (
            <div
              data-testid="manual-entry"
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 8,
                marginInlineStart: 'auto',
              }}
            >
              <Checkbox checked={manualOn} onChange={(e) => setManualOn(e.target.checked)}>
                手工录入（地磅离线）
              </Checkbox>
              {manualOn && (
                <>
                  <Input
                    aria-label="手工重量(吨)"
                    placeholder="重量(吨)"
                    style={{ width: 130 }}
                    value={manualWeight}
                    onChange={(e) => setManualWeight(e.target.value)}
                    suffix="吨"
                  />
                  <Input.TextArea
                    aria-label="手工录入原因"
                    placeholder="手工录入原因（必填，记入操作日志）"
                    autoSize={{ minRows: 1, maxRows: 3 }}
                    style={{ width: 300 }}
                    value={manualNote}
                    onChange={(e) => setManualNote(e.target.value)}
                    maxLength={200}
                  />
                </>
              )}
            </div>
          )}
        </div>
        {saved && (
          <Alert
            data-testid="weigh-saved"
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={`称重保存成功：${saved.weighed === 'gross' ? '毛重' : '皮重'} ${
              saved.weighed === 'gross' ? saved.weighRecord.grossWeight : saved.weighRecord.tareWeight
            } 吨${saved.step === 'second' ? `，净重 ${saved.weighRecord.netWeight ?? ''} 吨` : ''}`}
          />
        )}
      </Card>
      <WeighTicketDialog weighRecordId={ticketId} onClose={() => setTicketId(null)} />
    </div>
  );
}
