import net from 'node:net';
import { isProtocolId, PROTOCOLS, type ProtocolId } from './protocols/index';

/** A scale's settings as the admin form sends them (camelCase wire names). */
export interface ScaleValues {
  code: string;
  name: string;
  protocol: ProtocolId;
  transport: 'tcp' | 'serial';
  host: string | null;
  port: number | null;
  device: string | null;
  baud: number | null;
  dataBits: number | null;
  parity: 'none' | 'even' | 'odd' | null;
  stopBits: number | null;
  stabilityCount: number;
  /** kg, exact decimal string */
  stabilityToleranceKg: string;
  stabilityWindowMs: number;
  offlineTimeoutMs: number;
  enabled: boolean;
  remark: string | null;
}

export const SCALE_DEFAULTS = {
  transport: 'tcp',
  stabilityCount: 10,
  stabilityToleranceKg: '20',
  stabilityWindowMs: 2000,
  offlineTimeoutMs: 3000,
  enabled: true,
} as const;

export const SCALE_MSG = {
  serialUnsupported: '当前服务器未安装串口驱动，仅支持经串口服务器以 TCP 方式接入',
  codeTaken: '仪表编码已存在',
} as const;

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;

const LABEL_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A TCP target as an admin types it: an IPv4 or IPv6 literal, or a host name (RFC 1123 labels).
 * No scheme, port, path, user or spaces: the reader dials exactly this host and the port field.
 */
export function isTcpHost(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (net.isIPv4(host) || net.isIPv6(host)) return true;
  // dotted digits that are not an IPv4 address ("999.1.1.1", "10.0.0") are a typo, not a name
  if (/^[\d.]+$/.test(host)) return false;
  return host.split('.').every((label) => LABEL_RE.test(label));
}

type Body = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
};

const integer = (value: unknown): number | null | 'bad' => {
  if (value === undefined || value === null || value === '') return null;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : 'bad';
};

/**
 * Checks a scale's settings (the whole set: an update merges the stored row with the body first)
 * and answers the values to store, or the first problem as a Chinese message.
 */
export function checkScaleInput(body: Body): { values: ScaleValues } | { error: string } {
  const code = text(body.code);
  if (!code) return { error: '仪表编码不能为空！' };
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code))
    return { error: '仪表编码只能包含字母、数字、下划线和短横线，最多32个字符' };
  const name = text(body.name);
  if (!name) return { error: '仪表名称不能为空！' };
  if (name.length > 50) return { error: '仪表名称长度不能超过50个字符' };
  const protocol = text(body.protocol);
  if (!protocol) return { error: '通讯协议不能为空！' };
  if (!isProtocolId(protocol)) {
    return { error: `不支持的通讯协议：${protocol}（可选：${Object.keys(PROTOCOLS).join('、')}）` };
  }
  const transport = text(body.transport) ?? SCALE_DEFAULTS.transport;
  if (transport !== 'tcp' && transport !== 'serial') return { error: '连接方式只能是 tcp 或 serial' };

  if (transport === 'serial') {
    // the serial settings are checked, then refused: no serial-port package is installed (README)
    const device = text(body.device);
    if (!device) return { error: '串口设备不能为空！' };
    if (!/^(\/dev\/[A-Za-z0-9._/-]{1,60}|COM\d{1,3})$/.test(device)) {
      return { error: '串口设备格式不正确（如 /dev/ttyUSB0 或 COM3）' };
    }
    const baud = integer(body.baud) ?? 9600;
    if (baud === 'bad' || !(BAUD_RATES as readonly number[]).includes(baud))
      return { error: '波特率不在可选范围内' };
    const dataBits = integer(body.dataBits) ?? 8;
    if (dataBits !== 7 && dataBits !== 8) return { error: '数据位只能是 7 或 8' };
    const parity = text(body.parity) ?? 'none';
    if (parity !== 'none' && parity !== 'even' && parity !== 'odd')
      return { error: '校验位只能是 none、even 或 odd' };
    const stopBits = integer(body.stopBits) ?? 1;
    if (stopBits !== 1 && stopBits !== 2) return { error: '停止位只能是 1 或 2' };
    return { error: SCALE_MSG.serialUnsupported };
  }
  const host = text(body.host);
  if (!host) return { error: '主机地址不能为空！' };
  if (!isTcpHost(host)) return { error: '主机地址必须是 IP 地址或主机名（不含协议、端口和路径）' };
  const port = integer(body.port);
  if (port === null) return { error: '端口不能为空！' };
  if (port === 'bad' || port < 1 || port > 65535) return { error: '端口必须是 1–65535 的整数' };

  const count = integer(body.stabilityCount) ?? SCALE_DEFAULTS.stabilityCount;
  if (count === 'bad' || count < 1 || count > 100) return { error: '稳定判定次数必须是 1–100 的整数' };
  const toleranceRaw = text(body.stabilityToleranceKg) ?? SCALE_DEFAULTS.stabilityToleranceKg;
  const tolerance =
    /^\d{1,4}(\.\d{1,3})?$/.test(toleranceRaw) && Number(toleranceRaw) <= 1000 ? toleranceRaw : null;
  if (tolerance === null) return { error: '稳定允许偏差必须是 0–1000 的数字（最多3位小数），单位千克' };
  const windowMs = integer(body.stabilityWindowMs) ?? SCALE_DEFAULTS.stabilityWindowMs;
  if (windowMs === 'bad' || windowMs < 0 || windowMs > 60000)
    return { error: '稳定判定时间必须是 0–60000 毫秒的整数' };
  const offline = integer(body.offlineTimeoutMs) ?? SCALE_DEFAULTS.offlineTimeoutMs;
  if (offline === 'bad' || offline < 500 || offline > 60000)
    return { error: '离线超时必须是 500–60000 毫秒的整数' };
  const enabledRaw = body.enabled ?? SCALE_DEFAULTS.enabled;
  if (typeof enabledRaw !== 'boolean') return { error: '启用状态必须是 true 或 false' };
  const remark = text(body.remark);
  if (remark && remark.length > 500) return { error: '备注长度不能超过500个字符' };

  return {
    values: {
      code,
      name,
      protocol,
      transport,
      host,
      port,
      device: null,
      baud: null,
      dataBits: null,
      parity: null,
      stopBits: null,
      stabilityCount: count,
      stabilityToleranceKg: tolerance,
      stabilityWindowMs: windowMs,
      offlineTimeoutMs: offline,
      enabled: enabledRaw,
      remark,
    },
  };
}
