import { afterEach, describe, expect, it } from 'vitest';
import { ScaleHub } from './scaleHub';
import type { ScaleEvent, ScaleRuntimeConfig } from './scaleRuntime';
import { startSimulator, type Simulator } from './sim/simServer';
import type { ProtocolId } from './protocols/index';

const OFFLINE_MS = 600;

const config = (port: number, protocol: ProtocolId = 'yaohua-tf0'): ScaleRuntimeConfig => ({
  id: 'scale-1',
  orgId: 'org-1',
  code: 'DB01',
  name: '1号地磅',
  protocol,
  transport: 'tcp',
  host: '127.0.0.1',
  port,
  stability: { count: 5, toleranceKg: '20', windowMs: 200 },
  offlineTimeoutMs: OFFLINE_MS,
});

/** resolves with the first event that passes `test`, or rejects after `ms` */
function waitFor(hub: ScaleHub, test: (e: ScaleEvent) => boolean, ms = 5000): Promise<ScaleEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      hub.off('scale', listener);
      reject(new Error(`no matching scale event within ${ms} ms`));
    }, ms);
    const listener = (e: ScaleEvent) => {
      if (!test(e)) return;
      clearTimeout(timer);
      hub.off('scale', listener);
      resolve(e);
    };
    hub.on('scale', listener);
  });
}

let sim: Simulator | undefined;
let hub: ScaleHub | undefined;
afterEach(async () => {
  hub?.stopAll();
  await sim?.close();
  sim = hub = undefined;
});

describe('simulator → reader → hub', () => {
  it.each<ProtocolId>(['yaohua-tf0', 'toledo-checksum'])(
    '%s: a steady truck weighs in stable, takeStableWeight returns the server reading; offline within the timeout after a drop',
    async (protocol) => {
      sim = await startSimulator({
        protocol,
        scenario: 'static',
        port: 0,
        intervalMs: 40,
        scenarioOptions: { targetKg: 31_480, divisionKg: 20, seed: 1 },
      });
      hub = new ScaleHub({ minBackoffMs: 100, maxBackoffMs: 400 });
      expect(hub.takeStableWeight('scale-1')).toBeNull();
      hub.run(config(sim.port, protocol));

      const first = await waitFor(hub, (e) => e.online);
      expect(first).toMatchObject({ scaleId: 'scale-1', orgId: 'org-1', weight: '31480', stable: false });
      const stable = await waitFor(hub, (e) => e.stable);
      expect(stable).toMatchObject({ weight: '31480', online: true, overload: false });
      // 5 readings over ≥ 200 ms: never before the window has passed
      expect(Date.parse(stable.at) - Date.parse(first.at)).toBeGreaterThanOrEqual(200);
      expect(hub.takeStableWeight('scale-1')).toMatchObject({ scaleId: 'scale-1', weight: '31480' });
      expect(hub.state('scale-1')).toMatchObject({ connected: true, online: true, error: null });

      const droppedAt = Date.now();
      sim.dropConnections(1500);
      const offline = await waitFor(hub, (e) => !e.online, OFFLINE_MS + 1000);
      expect(Date.now() - droppedAt).toBeLessThan(OFFLINE_MS + 300);
      expect(offline).toMatchObject({ weight: null, stable: false });
      expect(hub.takeStableWeight('scale-1')).toBeNull();

      // the reader dials again with back-off and comes back by itself
      const back = await waitFor(hub, (e) => e.stable, 5000);
      expect(back.weight).toBe('31480');
    },
  );

  it('a silent line (connection open, no frames) goes offline after the timeout, and a stale reading is never taken', async () => {
    sim = await startSimulator({
      protocol: 'xk3190-a12e',
      scenario: 'static',
      port: 0,
      intervalMs: 40,
      scenarioOptions: { targetKg: 12_000, divisionKg: 20, seed: 1 },
    });
    hub = new ScaleHub();
    hub.run(config(sim.port, 'xk3190-a12e'));
    await waitFor(hub, (e) => e.stable);
    const silentAt = Date.now();
    sim.silence(3000);
    await waitFor(hub, (e) => !e.online, OFFLINE_MS + 1000);
    const took = Date.now() - silentAt;
    expect(took).toBeGreaterThanOrEqual(OFFLINE_MS - 100);
    expect(took).toBeLessThan(OFFLINE_MS + 400);
    expect(hub.takeStableWeight('scale-1')).toBeNull();
    expect(hub.state('scale-1')).toMatchObject({ connected: true, online: false, weight: null });
  });

  it('setTarget: the next truck reads on the open line (unstable first, then stable at the new weight; never the old one after the change)', async () => {
    sim = await startSimulator({
      protocol: 'yaohua-tf0',
      scenario: 'static',
      port: 0,
      intervalMs: 40,
      scenarioOptions: { targetKg: 49_260, divisionKg: 20, seed: 1 },
    });
    hub = new ScaleHub();
    hub.run(config(sim.port));
    await waitFor(hub, (e) => e.stable && e.weight === '49260');
    sim.setTarget(16_340);
    const moved = await waitFor(hub, (e) => e.weight === '16340');
    expect(moved.stable).toBe(false);
    const settled = await waitFor(hub, (e) => e.stable);
    expect(settled.weight).toBe('16340');
    expect(hub.takeStableWeight('scale-1')).toMatchObject({ weight: '16340' });
    expect(hub.state('scale-1')).toMatchObject({ connected: true, online: true });
  });

  it('a moving truck is never taken: garbage and bad frames on the line are counted, not weighed', async () => {
    sim = await startSimulator({ protocol: 'yaohua-tf0', scenario: 'garbage', port: 0, intervalMs: 20 });
    hub = new ScaleHub();
    hub.run({ ...config(sim.port), stability: { count: 5, toleranceKg: '0', windowMs: 300 } });
    const taken = new Set<string>();
    hub.on('scale', (e) => {
      if (e.stable) taken.add(hub!.takeStableWeight('scale-1')?.weight ?? 'null');
      else expect(hub!.takeStableWeight('scale-1')).toBeNull();
    });
    // empty deck, climb, rocking, settled: wait (however slow the machine) until the truck settles;
    // only the empty deck and the settled truck are ever taken, nothing of the climb or the rocking
    await waitFor(hub, (e) => e.stable && e.weight === '49260', 20_000);
    expect([...taken].sort()).toEqual(['0', '49260']);
    expect(hub.state('scale-1')!.stats.garbageBytes).toBeGreaterThan(0);
  });

  it('a refused connection is retried with back-off and reported in Chinese', async () => {
    hub = new ScaleHub({ minBackoffMs: 50, maxBackoffMs: 100 });
    // a port nobody listens on: take one from a closed listener
    const probe = await startSimulator({ protocol: 'yaohua-tf0', scenario: 'static', port: 0 });
    const port = probe.port;
    await probe.close();
    hub.run(config(port));
    await new Promise((r) => setTimeout(r, 400));
    expect(hub.state('scale-1')).toMatchObject({
      connected: false,
      online: false,
      error: '连接失败：ECONNREFUSED',
    });
    sim = await startSimulator({ protocol: 'yaohua-tf0', scenario: 'static', port, intervalMs: 40 });
    await waitFor(hub, (e) => e.online, 3000);
  });
});
