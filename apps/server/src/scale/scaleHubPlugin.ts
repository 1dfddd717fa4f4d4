import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ScaleHub } from './scaleHub';
import { enabledScales, toRuntime } from './service';
import type { ScaleRow } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** the scale readers and their live state (scale/README.md) */
    scales: ScaleHub;
  }
}

/** Starts, restarts or stops a scale's reader after its row changed (readers on only). */
export function syncScaleReader(app: FastifyInstance, row: ScaleRow, deleted = false): void {
  if (!app.config.scaleReaders) return;
  const runtime = toRuntime(row);
  if (deleted || !row.enabled || !runtime) app.scales.halt(row.id);
  else app.scales.run(runtime);
}

/**
 * The scale hub on the app. With `config.scaleReaders` (SCALE_READERS=on) a reader starts for every
 * enabled scale once the app is ready; every reader stops when the app closes.
 */
export const scaleHubPlugin = fp(async (app: FastifyInstance) => {
  const hub = new ScaleHub();
  app.decorate('scales', hub);
  app.addHook('onReady', async () => {
    if (!app.config.scaleReaders) return;
    for (const row of await enabledScales(app.db)) syncScaleReader(app, row);
  });
  app.addHook('onClose', async () => hub.stopAll());
});
