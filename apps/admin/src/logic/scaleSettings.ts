import type { ScaleSettings, ScaleSettingsInput, ScaleStatusRow } from '@wb/api';

/** The 地磅仪表 form's values: numbers as antd's number inputs hold them, the tolerance as typed. */
export interface ScaleFormValues {
  code: string;
  name: string;
  protocol: string;
  transport: 'tcp' | 'serial';
  host?: string;
  port?: number;
  device?: string;
  baud?: number;
  dataBits?: number;
  parity?: 'none' | 'even' | 'odd';
  stopBits?: number;
  stabilityCount: number;
  stabilityToleranceKg: string;
  stabilityWindowMs: number;
  offlineTimeoutMs: number;
  enabled: boolean;
  remark?: string;
}

/** A new scale starts from the server's defaults (scale/scaleInput.ts SCALE_DEFAULTS): TCP, 10 readings within 20 kg over 2 s, offline after 3 s. */
export const NEW_SCALE_VALUES: Partial<ScaleFormValues> = {
  transport: 'tcp',
  port: 4001,
  baud: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  stabilityCount: 10,
  stabilityToleranceKg: '20',
  stabilityWindowMs: 2000,
  offlineTimeoutMs: 3000,
  enabled: true,
};

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** The form's values for an existing scale. */
export function scaleFormValues(scale: ScaleSettings): ScaleFormValues {
  return {
    code: scale.code,
    name: scale.name,
    protocol: scale.protocol,
    transport: scale.transport === 'serial' ? 'serial' : 'tcp',
    host: orUndefined(scale.host),
    port: orUndefined(scale.port),
    device: orUndefined(scale.device),
    baud: orUndefined(scale.baud),
    dataBits: orUndefined(scale.dataBits),
    parity: orUndefined(scale.parity),
    stopBits: orUndefined(scale.stopBits),
    stabilityCount: scale.stabilityCount,
    // "20.000" → "20": the form shows what an operator would type
    stabilityToleranceKg: scale.stabilityToleranceKg.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    stabilityWindowMs: scale.stabilityWindowMs,
    offlineTimeoutMs: scale.offlineTimeoutMs,
    enabled: scale.enabled,
    remark: orUndefined(scale.remark),
  };
}

/**
 * What the form sends: the fields of the other transport are cleared (a TCP scale keeps no serial
 * settings, a serial one no address), text is trimmed and empty text is null. The server checks
 * every value again and answers its own message; nothing here decides validity.
 */
export function scaleInputFrom(values: ScaleFormValues): ScaleSettingsInput {
  const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  const tcp = values.transport === 'tcp';
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    protocol: values.protocol,
    transport: values.transport,
    host: tcp ? text(values.host) : null,
    port: tcp ? (values.port ?? null) : null,
    device: tcp ? null : text(values.device),
    baud: tcp ? null : (values.baud ?? null),
    dataBits: tcp ? null : (values.dataBits ?? null),
    parity: tcp ? null : (values.parity ?? null),
    stopBits: tcp ? null : (values.stopBits ?? null),
    stabilityCount: values.stabilityCount,
    stabilityToleranceKg: String(values.stabilityToleranceKg).trim(),
    stabilityWindowMs: values.stabilityWindowMs,
    offlineTimeoutMs: values.offlineTimeoutMs,
    enabled: values.enabled,
    remark: text(values.remark),
  };
}

/** Where the server dials: host:port for TCP, the device and line settings for a serial port. */
export function scaleAddress(scale: ScaleSettings): string {
  if (scale.transport === 'serial') {
    const parity = { none: 'N', even: 'E', odd: 'O' }[scale.parity ?? 'none'];
    return `${scale.device ?? ''} ${scale.baud ?? ''} ${scale.dataBits ?? ''}${parity}${scale.stopBits ?? ''}`.trim();
  }
  return `${scale.host ?? ''}:${scale.port ?? ''}`;
}

export type ScaleLiveTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** The live column: 停用, 未连接 (reader not running), 离线 (with the reason), 超载, 稳定 / 不稳定 with the weight. */
export function scaleLiveLabel(status: ScaleStatusRow | undefined): { text: string; tone: ScaleLiveTone } {
  if (!status || !status.enabled) return { text: '停用', tone: 'default' };
  if (!status.running) return { text: '未连接（读数服务未开启）', tone: 'default' };
  if (!status.online) return { text: status.error ? `离线：${status.error}` : '离线', tone: 'error' };
  if (status.overload) return { text: '超载', tone: 'warning' };
  const weight = status.weight === null ? '' : ` ${status.weight} kg`;
  return status.stable ? { text: `稳定${weight}`, tone: 'success' } : { text: `不稳定${weight}`, tone: 'processing' };
}
