import type { FieldDefinition } from '@wb/templates';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import type { EntityDef } from './EntityDef';
import { labelOf } from './validateRecord';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND_WORD = { image: '图片', pdf: 'pdf文件' } as const;

/**
 * The attachment fields of a saved row (`FieldSpec.attachment`, e.g. the vehicle's photos) may only
 * name a live attachment of that kind, uploaded for this entity in the caller's organisation and
 * not tied to another record. Called inside the create/update transaction once the row is written
 * (so its id is known); a refusal throws a 400 and the transaction rolls back. Values unchanged by
 * an update are not checked again (deleting a photo must not block editing the vehicle's plate).
 * Accepted attachments not yet tied to a record (uploaded while a new record's form was open) are
 * tied to this one, so its attachment list shows them.
 */
export async function checkAttachmentFields(
  trx: Transaction<Database>,
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  orgId: string,
  recordId: string,
  values: Readonly<Record<string, unknown>>,
  before?: Readonly<Record<string, unknown>>,
): Promise<void> {
  const accepted: string[] = [];
  for (const [name, spec] of Object.entries(def.fields)) {
    if (!spec.attachment) continue;
    const value = values[name];
    if (value === null || value === undefined || (before && before[name] === value)) continue;
    const label = labelOf(formFields, name);
    const missing = badRequest(`${label}的附件不存在`);
    if (typeof value !== 'string' || !UUID.test(value)) throw missing;
    const row = await trx
      .selectFrom('sys_attachment')
      .select(['id', 'kind', 'entity', 'record_id'])
      .where('id', '=', value)
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.entity !== def.name) throw missing;
    if (row.kind !== spec.attachment) throw badRequest(`${label}只能是${KIND_WORD[spec.attachment]}`);
    if (row.record_id !== null && row.record_id !== recordId)
      throw badRequest(`${label}的附件属于另一条${def.label}数据`);
    if (row.record_id === null) accepted.push(row.id);
  }
  if (accepted.length > 0)
    await trx
      .updateTable('sys_attachment')
      .set({ record_id: recordId })
      .where('id', 'in', accepted)
      .where('org_id', '=', orgId)
      .where('record_id', 'is', null)
      .execute();
}
