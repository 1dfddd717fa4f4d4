import { sql, type Kysely, type Migration } from 'kysely';
import { CATALOG_015 } from '../crud/catalog/declarations/index';
import { catalogWithIndexes } from '../db/migrations/catalogWithIndexes';

const declared = catalogWithIndexes(CATALOG_015);

/**
 * Migration 015_lowcode: the designer's declared tables (枚举, 校验规则, 值格式, 自定义类型/表/子表)
 * and the template store's optimistic lock (cg_format.version), which the format designer's saves
 * compare like the record engine's.
 */
export const lowcodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await declared.up(db);
    await sql`alter table cg_format add column version integer not null default 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table cg_format drop column if exists version`.execute(db);
    await declared.down?.(db);
  },
};
