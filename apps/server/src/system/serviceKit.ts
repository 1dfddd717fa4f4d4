import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { requestLogDetail } from '../http/requestLogDetail';
import { CRUD_MSG, checkIds, type ActionContext } from '../crud/service';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { writeOperationLog } from './operationLog';

/**
 * What the code-rule, scheduler and webhook services share with the record engine: its action
 * context (who, when, the request detail of the 日志详情 drawer), its 409 wording, its paging.
 */
export function actionContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): ActionContext {
  return {
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    utcOffsetMinutes: app.config.utcOffsetMinutes,
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply),
  };
}

/** One operation-log row of a system-service action, inside its transaction. */
export function logAction(
  trx: Transaction<Database>,
  ctx: ActionContext,
  entity: string,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return writeOperationLog(trx, ctx.auth, ctx.now, {
    action,
    entity,
    entityId,
    before,
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: ctx.detail(),
  });
}

export const conflict = (): AppError => new AppError(409, CRUD_MSG.conflict);

/** The body's version as an integer (numbers and digit strings), else 400 版本号不能为空. */
export function requireVersion(value: unknown): number {
  const v = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw badRequest(CRUD_MSG.noVersion);
  return v;
}

export interface Page {
  pn: number;
  ps: number;
}

/** limit {pn, ps} of a list body: page 1 of 10 by default (SPEC.md §9), at most 500 rows. */
export function pageOf(limit: unknown): Page {
  const l = (typeof limit === 'object' && limit !== null ? limit : {}) as { pn?: unknown; ps?: unknown };
  const pn = Number.isSafeInteger(l.pn) && (l.pn as number) >= 1 ? (l.pn as number) : 1;
  const ps = Number.isSafeInteger(l.ps) && (l.ps as number) >= 1 ? Math.min(l.ps as number, 500) : 10;
  return { pn, ps };
}

/** A keyword as an ILIKE pattern that matches it literally (its % _ \ escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list body's keyword: trimmed, at most 100 characters, '' when absent. */
export function keywordOf(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/** JSON schemas the three route files share. */
export const SCHEMAS = {
  objectBody: { type: 'object' },
  listBody: {
    type: 'object',
    properties: {
      keyword: { type: 'string', maxLength: 100 },
      limit: {
        type: 'object',
        properties: {
          pn: { type: 'integer', minimum: 1 },
          ps: { type: 'integer', minimum: 1, maximum: 500 },
        },
      },
    },
  },
} as const;

/**
 * Runs `work` on each selected row of a company inside one transaction, each row read with a lock
 * (`read(trx, orgId, id, true)`); an empty selection says `emptyMessage`, an unknown id is a 404 and
 * undoes the rows done before it. Answers how many rows were done.
 */
export function eachLocked<Row>(
  ctx: ActionContext,
  ids: unknown,
  emptyMessage: string,
  read: (trx: Transaction<Database>, orgId: string, id: string, lock: boolean) => Promise<Row | undefined>,
  work: (trx: Transaction<Database>, row: Row) => Promise<void>,
): Promise<number> {
  const list = checkIds(ids, emptyMessage);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of list) {
      const row = await read(trx, ctx.auth.orgId, id, true);
      if (!row) throw notFound();
      await work(trx, row);
    }
    return list.length;
  });
}
