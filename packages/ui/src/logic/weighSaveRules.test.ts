import { describe, expect, it } from 'vitest';
import {
  MSG_MANUAL_FORBIDDEN,
  MSG_MANUAL_NOTE,
  MSG_MANUAL_ONLINE,
  MSG_MANUAL_WEIGHT,
  MSG_NO_REGISTRY,
  MSG_NO_SCALE,
  MSG_SCALE_OFFLINE,
  MSG_SCALE_OVERLOAD,
  MSG_SCALE_UNSTABLE,
  decideWeighSave,
  manualAllowed,
  type WeighSaveFacts,
} from './weighSaveRules';

const online = { weight: '49260', stable: true, online: true, overload: false };
const offline = { weight: null, stable: false, online: false, overload: false };
const base: WeighSaveFacts = {
  registryId: 'r1',
  scaleId: 's1',
  live: online,
  manual: null,
  canManual: false,
};

describe('decideWeighSave from the scale', () => {
  it('sends the registry and scale, never a number', () => {
    expect(decideWeighSave(base)).toEqual({
      ok: true,
      intent: { registryId: 'r1', scaleId: 's1', manual: null },
    });
  });

  it.each([
    [{ registryId: null }, MSG_NO_REGISTRY],
    [{ scaleId: null }, MSG_NO_SCALE],
    [{ live: offline }, MSG_SCALE_OFFLINE],
    [{ live: null }, MSG_SCALE_OFFLINE],
    [{ live: { ...online, overload: true } }, MSG_SCALE_OVERLOAD],
    [{ live: { ...online, stable: false } }, MSG_SCALE_UNSTABLE],
  ] as const)('%j → %s', (patch, message) => {
    expect(decideWeighSave({ ...base, ...patch })).toEqual({ ok: false, message });
  });
});

describe('decideWeighSave by hand', () => {
  const manual = {
    ...base,
    live: offline,
    canManual: true,
    manual: { weight: ' 32.46 ', note: ' 仪表故障 ' },
  };

  it('sends the typed weight and the note, trimmed', () => {
    expect(decideWeighSave(manual)).toEqual({
      ok: true,
      intent: { registryId: 'r1', scaleId: 's1', manual: { weight: '32.46', note: '仪表故障' } },
    });
  });

  it.each([
    [{ canManual: false }, MSG_MANUAL_FORBIDDEN],
    [{ live: online }, MSG_MANUAL_ONLINE],
    [{ manual: { weight: '', note: 'x' } }, MSG_MANUAL_WEIGHT],
    [{ manual: { weight: '0', note: 'x' } }, MSG_MANUAL_WEIGHT],
    [{ manual: { weight: '-5', note: 'x' } }, MSG_MANUAL_WEIGHT],
    [{ manual: { weight: '12.3456', note: 'x' } }, MSG_MANUAL_WEIGHT],
    [{ manual: { weight: '1e1', note: 'x' } }, MSG_MANUAL_WEIGHT],
    [{ manual: { weight: '30', note: '   ' } }, MSG_MANUAL_NOTE],
  ] as const)('%j → %s', (patch, message) => {
    expect(decideWeighSave({ ...manual, ...patch })).toEqual({ ok: false, message });
  });
});

describe('manualAllowed', () => {
  it('needs the permission and a scale that is not online', () => {
    expect(manualAllowed(true, offline)).toBe(true);
    expect(manualAllowed(true, null)).toBe(true);
    expect(manualAllowed(true, online)).toBe(false);
    expect(manualAllowed(false, offline)).toBe(false);
  });
});
