import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EntityDef } from './EntityDef';
import { qualified, scopedFrom, selections } from './recordQuery';
import { crudDb } from './service';

export const SELECT_LIMIT = 50;

/** `GET {base}/select?keyword=`: up to 50 enabled rows as picker options `{id, label, …selectFields}`. */
export async function selectOptions(
  db: Kysely<Database>,
  orgId: string,
  def: EntityDef,
  keyword: string | undefined,
): Promise<Record<string, unknown>[]> {
  const labelRef = sql.ref(qualified(def.fields[def.labelField]));
  let q = scopedFrom(crudDb(db), def, orgId)
    .where('r.enabled', '=', true)
    .select(selections(def, ['id', ...def.selectFields]))
    .select(sql`${labelRef}`.as('label'));
  const text = keyword?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or(
        def.keywordFields.map((f) =>
          eb(sql<string>`cast(${sql.ref(qualified(def.fields[f]))} as text)`, 'ilike', pattern),
        ),
      ),
    );
  }
  return (await q.orderBy(labelRef).orderBy('r.id').limit(SELECT_LIMIT).execute()) as Record<
    string,
    unknown
  >[];
}
