import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Mutex } from './mutex';
import { PGliteDialect } from './pgliteDialect';

interface Db {
  item: { id: number; name: string };
}

let db: Kysely<Db>;
beforeAll(async () => {
  // Starting from the run's dump skips initdb (seconds); on a PostgreSQL run there is no dump.
  const dump = inject('pgliteSeedDump');
  const pglite = dump
    ? await PGlite.create('memory://', { loadDataDir: new Blob([await fs.readFile(dump)]) })
    : await PGlite.create('memory://');
  db = new Kysely<Db>({ dialect: new PGliteDialect(pglite) });
  await sql`create table item (id integer primary key, name text not null)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

describe('PGlite dialect', () => {
  it('keeps concurrent queries out of a running transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'rolled back' }).execute();
      await gate;
      throw new Error('rollback');
    });
    // Issued while the transaction is open: it must wait, and must not be rolled back with it.
    const outside = db.insertInto('item').values({ id: 2, name: 'kept' }).execute();
    release();
    await expect(tx).rejects.toThrow('rollback');
    await outside;
    const rows = await db.selectFrom('item').select(['id', 'name']).orderBy('id').execute();
    expect(rows).toEqual([{ id: 2, name: 'kept' }]);
  });

  it('reports affected rows and returns numeric as exact strings', async () => {
    const res = await db.updateTable('item').set({ name: 'x' }).where('id', '=', 2).executeTakeFirst();
    expect(res.numUpdatedRows).toBe(1n);
    const { v } = await sql<{ v: string }>`select (0.1::numeric + 0.2::numeric) as v`
      .execute(db)
      .then((r) => r.rows[0]);
    expect(v).toBe('0.3');
  });
});

describe('Mutex', () => {
  it('hands the lock out in order, one holder at a time', async () => {
    const m = new Mutex();
    const order: string[] = [];
    const run = async (name: string, ms: number) => {
      const release = await m.lock();
      order.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${name}-`);
      release();
    };
    await Promise.all([run('a', 20), run('b', 1), run('c', 5)]);
    expect(order).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });
});
