import { sql, type Kysely } from 'kysely';

/**
 * The weigh ticket (磅单): who took the gross and the tare weight, the unit price when the record is
 * priced (yuan per tonne; the amount is net × price, computed in numeric), and how often the ticket
 * was printed (a reprint is visible as such on paper and in the operation log).
 */
export const realtimePrint = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table weigh_record
      add column gross_operator text,
      add column tare_operator text,
      add column unit_price numeric(14,4) check (unit_price >= 0),
      add column print_count integer not null default 0 check (print_count >= 0),
      add column last_printed_at timestamptz`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table weigh_record
      drop column gross_operator, drop column tare_operator, drop column unit_price,
      drop column print_count, drop column last_printed_at`.execute(db);
  },
};
