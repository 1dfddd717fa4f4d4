import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthInfo } from '../auth/service';
import { ENTITIES } from '../crud/entities/index';
import { permissionOf, type AttachmentKind, type EntityDef } from '../crud/EntityDef';
import { readRecord } from '../crud/recordQuery';
import { CRUD_MSG, crudDb, type ActionContext } from '../crud/service';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { writeOperationLog } from '../system/operationLog';
import { FILE_MSG, checkContent, tooLargeMessage } from './fileContent';
import { displayName } from './fileName';
import type { SysAttachmentTable } from './schema';
import type { AttachmentStorage } from './storage';

export const ATTACHMENT_MSG = {
  noFile: '请选择要上传的文件',
  tooManyFiles: '上传个数超出限制!',
  badEntity: '附件所属的业务类型不存在',
  badKind: '附件类型只能是pdf或image',
  badField: '附件字段不存在',
  badId: CRUD_MSG.badId,
} as const;

/** Logged action names (日志详情 shows them through crud's ACTION_NAMES). */
export const ATTACHMENT_ACTIONS = { upload: 'upload', delete: 'deleteAttachment' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: readonly AttachmentKind[] = ['pdf', 'image'];

/** An attachment as the wire sees it (upload answer, list rows). */
export interface AttachmentView {
  id: string;
  entity: string;
  recordId: string | null;
  field: string | null;
  name: string;
  size: number;
  contentType: string;
  kind: AttachmentKind;
  createTime: Date;
}

type AttachmentRow = Selectable<SysAttachmentTable>;

function view(row: AttachmentRow): AttachmentView {
  return {
    id: row.id,
    entity: row.entity,
    recordId: row.record_id,
    field: row.field,
    name: row.original_name,
    size: row.size,
    contentType: row.content_type,
    kind: row.kind,
    createTime: row.created_at,
  };
}

/** The record engine's entity of that name, else 400. */
export function entityOf(name: unknown): EntityDef {
  const def = typeof name === 'string' ? ENTITIES.find((d) => d.name === name) : undefined;
  if (!def) throw badRequest(ATTACHMENT_MSG.badEntity);
  return def;
}

function optionalId(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw badRequest(ATTACHMENT_MSG.badId);
  return value.toLowerCase();
}

/**
 * Writing a record's attachments takes the entity's edit permission (admins pass). A file not yet
 * tied to a record belongs to a form being filled in for a new record, so add also suffices there.
 */
function requireWrite(auth: AuthInfo, def: EntityDef, attached: boolean): void {
  if (auth.admin || auth.permissions.has(permissionOf(def, 'edit'))) return;
  if (!attached && auth.permissions.has(permissionOf(def, 'add'))) return;
  throw forbidden();
}

/** The record must be a live one of the caller's organisation; anything else is 404 资源不存在. */
async function requireRecord(db: Kysely<Database>, def: EntityDef, orgId: string, id: string): Promise<void> {
  if (!(await readRecord(crudDb(db), def, orgId, id))) throw notFound();
}

export interface UploadedFile {
  /** the client's file name: display only */
  name: string;
  bytes: Buffer;
  /** the multipart limit cut the file short */
  tooLarge: boolean;
}

export interface UploadInput {
  entity: unknown;
  recordId: unknown;
  kind: unknown;
  field: unknown;
  file: UploadedFile | null;
}

/**
 * 附件上传: checks who and what (entity, kind, field, permission, the record in the caller's
 * organisation), then the bytes (kind by content, size), writes the file under a random name and
 * its row plus an operation-log row in one transaction; a failed transaction removes the file.
 */
export async function uploadAttachment(
  ctx: ActionContext,
  storage: AttachmentStorage,
  input: UploadInput,
): Promise<AttachmentView> {
  const def = entityOf(input.entity);
  const kind = input.kind as AttachmentKind;
  if (!KINDS.includes(kind)) throw badRequest(ATTACHMENT_MSG.badKind);
  const recordId = optionalId(input.recordId);
  const field = input.field === undefined || input.field === '' ? null : input.field;
  if (field !== null && (typeof field !== 'string' || def.fields[field]?.attachment !== kind))
    throw badRequest(ATTACHMENT_MSG.badField);
  requireWrite(ctx.auth, def, recordId !== null);
  if (recordId) await requireRecord(ctx.db, def, ctx.auth.orgId, recordId);

  const file = input.file;
  if (!file) throw badRequest(ATTACHMENT_MSG.noFile);
  if (file.tooLarge) throw badRequest(tooLargeMessage(kind));
  if (file.bytes.length === 0) throw badRequest(FILE_MSG.empty);
  const content = checkContent(kind, file.bytes);
  if (!content.ok) throw badRequest(content.error);

  const orgId = ctx.auth.orgId;
  const storedName = await storage.save(orgId, file.bytes);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sys_attachment')
        .values({
          org_id: orgId,
          group_id: ctx.auth.groupId,
          entity: def.name,
          record_id: recordId,
          field,
          kind,
          original_name: displayName(file.name, content.extensions),
          stored_name: storedName,
          content_type: content.contentType,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          created_by: ctx.auth.userId,
          created_at: ctx.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = view(row);
      await writeOperationLog(trx, ctx.auth, ctx.now, {
        action: ATTACHMENT_ACTIONS.upload,
        entity: def.name,
        entityId: recordId ?? row.id,
        before: null,
        after: { ...after, sha256: row.sha256 },
        requestId: ctx.requestId,
        ip: ctx.ip,
        detail: ctx.detail(),
      });
      return after;
    });
  } catch (error) {
    await storage.discard(orgId, storedName);
    throw error;
  }
}

/** 附件列表: one record's live attachments, newest first (404 when the record is not the caller's). */
export async function listAttachments(
  db: Kysely<Database>,
  auth: AuthInfo,
  entity: unknown,
  rawRecordId: unknown,
): Promise<AttachmentView[]> {
  const def = entityOf(entity);
  const recordId = optionalId(rawRecordId);
  if (!recordId) throw badRequest(ATTACHMENT_MSG.badId);
  await requireRecord(db, def, auth.orgId, recordId);
  const rows = await db
    .selectFrom('sys_attachment')
    .selectAll()
    .where('org_id', '=', auth.orgId)
    .where('entity', '=', def.name)
    .where('record_id', '=', recordId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(view);
}

/** A live attachment of the organisation; another organisation's id is 404 exactly like an unknown one. */
export async function findAttachment(
  db: Kysely<Database>,
  orgId: string,
  id: string,
): Promise<AttachmentRow> {
  const row = await db
    .selectFrom('sys_attachment')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** 删除附件 (soft): the entity's edit permission; the file stays on disk for the audit trail. */
export async function deleteAttachment(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sys_attachment')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', ctx.auth.orgId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    const def = ENTITIES.find((d) => d.name === row.entity);
    if (!def) {
      if (!ctx.auth.admin) throw forbidden();
    } else requireWrite(ctx.auth, def, row.record_id !== null);
    await trx
      .updateTable('sys_attachment')
      .set({ deleted_at: ctx.now, deleted_by: ctx.auth.userId })
      .where('id', '=', id)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    await writeOperationLog(trx, ctx.auth, ctx.now, {
      action: ATTACHMENT_ACTIONS.delete,
      entity: row.entity,
      entityId: row.record_id ?? row.id,
      before: { ...view(row), sha256: row.sha256 },
      after: null,
      requestId: ctx.requestId,
      ip: ctx.ip,
      detail: ctx.detail(),
    });
  });
}
