import type { FastifyInstance } from 'fastify';
import { codeRuleRoutes } from './codeRules/routes';
import { schedulerRoutes } from './scheduler/routes';
import { webhookRoutes } from './webhooks/routes';

/** The routes of the system services (code rules, scheduler jobs, webhooks) under /api. */
export async function systemServiceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(codeRuleRoutes);
  await app.register(schedulerRoutes);
  await app.register(webhookRoutes);
}
