import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../context';
import { runDueJobs } from './scheduler/jobRunner';
import { deliverDueWebhooks } from './webhooks/deliveryWorker';

export interface BackgroundRunner {
  /** one pass: due jobs, then due webhook deliveries (tests call it directly) */
  tick(): Promise<void>;
  /** stops the loop and waits for the pass under way */
  stop(): Promise<void>;
}

/**
 * The loop in the server process that runs scheduler jobs and sends webhook deliveries, every
 * `intervalMs`. Passes never overlap within a process; across processes the claims (`for update
 * skip locked` + leases) keep every job and delivery with one runner at a time. The timer is
 * unref'd, so it never holds the process open.
 */
export function startBackgroundRunner(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  intervalMs = 10_000,
): BackgroundRunner {
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const pass = async () => {
    try {
      for (const r of await runDueJobs({ ctx }))
        if (r.status === 'failed') log.warn({ job: r.jobId, message: r.message }, 'scheduled job failed');
    } catch (error) {
      log.error({ err: error }, 'job runner pass failed');
    }
    try {
      await deliverDueWebhooks({ ctx, guard: ctx.netGuard });
    } catch (error) {
      log.error({ err: error }, 'webhook delivery pass failed');
    }
  };
  const tick = () => {
    current = current.then(pass);
    return current;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
