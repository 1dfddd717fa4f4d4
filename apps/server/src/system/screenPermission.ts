import type { FastifyInstance } from 'fastify';

/**
 * Every route a plugin declares after this call needs at least one button of the screen
 * (`{prefix}:*`, e.g. sys:code_rule:add), reads included: a user without the screen sees none of
 * its data, not only none of its buttons (SPEC §6, 当前操作没有权限). Writes keep their own key too.
 * `open` lists paths that stay token-only for other screens' use (a document previewing its number).
 */
export function screenPermission(app: FastifyInstance, prefix: string, open: readonly string[] = []): void {
  app.addHook('onRoute', (route) => {
    if (open.includes(route.url)) return;
    route.config = { ...(route.config as object), permissionAny: prefix } as typeof route.config;
  });
}
