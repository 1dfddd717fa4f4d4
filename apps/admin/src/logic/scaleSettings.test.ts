import type { ScaleSettings, ScaleStatusRow } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { scaleAddress, scaleFormValues, scaleInputFrom, scaleLiveLabel, type ScaleFormValues } from './scaleSettings';

const tcpScale: ScaleSettings = {
  id: 's1', code: 'DB01', name: '1号地磅', protocol: 'yaohua-tf0', protocolName: '耀华 XK3190 tF0', transport: 'tcp',
  host: '127.0.0.1', port: 4001, device: null, baud: null, dataBits: null, parity: null, stopBits: null,
  stabilityCount: 10, stabilityToleranceKg: '20.000', stabilityWindowMs: 2000, offlineTimeoutMs: 3000,
  enabled: true, remark: null, version: 3, createDate: '2026-11-01T00:00:00Z', updateDate: '2026-11-01T00:00:00Z',
};

describe('scale settings form', () => {
  it('shows a stored scale as an operator typed it (tolerance without trailing zeros)', () => {
    expect(scaleFormValues(tcpScale)).toMatchObject({ code: 'DB01', host: '127.0.0.1', port: 4001, stabilityToleranceKg: '20', device: undefined });
    expect(scaleFormValues({ ...tcpScale, stabilityToleranceKg: '12.500' }).stabilityToleranceKg).toBe('12.5');
    expect(scaleFormValues({ ...tcpScale, stabilityToleranceKg: '0.000' }).stabilityToleranceKg).toBe('0');
  });

  it('round-trips a TCP scale and clears the serial line settings', () => {
    const values: ScaleFormValues = { ...scaleFormValues(tcpScale), baud: 9600, device: 'COM1', remark: '  ' };
    expect(scaleInputFrom(values)).toEqual({
      code: 'DB01', name: '1号地磅', protocol: 'yaohua-tf0', transport: 'tcp', host: '127.0.0.1', port: 4001,
      device: null, baud: null, dataBits: null, parity: null, stopBits: null,
      stabilityCount: 10, stabilityToleranceKg: '20', stabilityWindowMs: 2000, offlineTimeoutMs: 3000, enabled: true, remark: null,
    });
  });

  it('sends a serial scale without an address, trimmed', () => {
    const values: ScaleFormValues = {
      code: ' DB02 ', name: '2号地磅', protocol: 'toledo', transport: 'serial', host: '10.0.0.1', port: 4001,
      device: ' /dev/ttyS0 ', baud: 9600, dataBits: 8, parity: 'even', stopBits: 1,
      stabilityCount: 5, stabilityToleranceKg: '10', stabilityWindowMs: 1000, offlineTimeoutMs: 3000, enabled: false,
    };
    expect(scaleInputFrom(values)).toMatchObject({ code: 'DB02', host: null, port: null, device: '/dev/ttyS0', baud: 9600, parity: 'even', enabled: false });
  });

  it.each([
    [tcpScale, '127.0.0.1:4001'],
    [{ ...tcpScale, transport: 'serial', device: '/dev/ttyS0', baud: 9600, dataBits: 8, parity: 'even' as const, stopBits: 1 }, '/dev/ttyS0 9600 8E1'],
  ])('addresses %#', (scale, text) => {
    expect(scaleAddress(scale)).toBe(text);
  });
});

describe('live column', () => {
  const live: ScaleStatusRow = {
    scaleId: 's1', code: 'DB01', name: '1号地磅', enabled: true, running: true, connected: true, online: true,
    weight: '23960', stable: true, overload: false, mode: 'gross', error: null, at: '2026-11-24T00:00:00Z',
  };
  it.each([
    [undefined, '停用', 'default'],
    [{ ...live, enabled: false }, '停用', 'default'],
    [{ ...live, running: false }, '未连接（读数服务未开启）', 'default'],
    [{ ...live, online: false, weight: null, error: '连接超时' }, '离线：连接超时', 'error'],
    [{ ...live, online: false, weight: null }, '离线', 'error'],
    [{ ...live, overload: true, weight: null }, '超载', 'warning'],
    [live, '稳定 23960 kg', 'success'],
    [{ ...live, stable: false, weight: '23840' }, '不稳定 23840 kg', 'processing'],
  ])('%#: %s', (status, text, tone) => {
    expect(scaleLiveLabel(status as ScaleStatusRow | undefined)).toEqual({ text, tone });
  });
});
