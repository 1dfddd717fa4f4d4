import type { Kysely } from 'kysely';
import type { CrudDb } from './schema';

/**
 * How a wire field is stored. `text`/`number`/`uuid`/`boolean` as their SQL types (numbers are
 * `numeric`, read and written as decimal strings so sums stay exact); `date` is a timestamptz (wire:
 * ISO instant, like createDate); `day` is an SQL `date` (wire: 'YYYY-MM-DD', no time zone to drift).
 */
export type FieldKind = 'text' | 'number' | 'uuid' | 'boolean' | 'date' | 'day';

/** The kinds of file an attachment holds (attachments/); an attachment field names the one it takes. */
export type AttachmentKind = 'pdf' | 'image';

export interface FieldSpec {
  column: string;
  kind: FieldKind;
  /** the table of a 1:1 extension (inventory's weighing extension); the main table otherwise */
  extension?: boolean;
  /**
   * The field holds the id of an attachment of this kind (a text column): on create and update the
   * engine accepts only a live attachment of the same organisation and entity (crud/attachmentFields).
   */
  attachment?: AttachmentKind;
}

/** Field name → column: fixed in code; list search and sort only ever choose among these. */
export type FieldMap = Readonly<Record<string, FieldSpec>>;

export interface UniqueRule {
  /** the field whose value is unique among the non-deleted rows of one organisation */
  field: string;
  /** Chinese message of a clash, e.g. 车牌号已存在 */
  message: string;
  /** the partial unique index that backs the rule (a concurrent insert that slips past the check) */
  index: string;
}

export interface ExtensionDef {
  /** 1:1 table keyed by the main row's id */
  table: string;
  /** its key column (the main row's id) */
  keyColumn: string;
  /** the name of the child table in a master-child form (`opations.son`); its rows arrive under this key */
  formKey: string;
}

/** A record kind served by the generic engine: plain data plus small hooks. */
export interface EntityDef {
  /** short name used in logs and operation-log rows ('vehicle') */
  name: string;
  /** Chinese name (车辆) */
  label: string;
  /** route base under /api ('/basic/vehicle') */
  basePath: string;
  table: string;
  /** prefix of the seeded menu buttons' permission keys ('basic:vehicle' → 'basic:vehicle:add') */
  permissionPrefix: string;
  listTemplate: string;
  formTemplate: string;
  fields: FieldMap;
  /** fields that must hold a value whatever the form template says (the template may add more) */
  required: readonly string[];
  unique: readonly UniqueRule[];
  /** the field shown as a picker's label */
  labelField: string;
  /** fields the picker keyword searches (label field included) */
  keywordFields: readonly string[];
  /** extra fields each picker option carries beside id and label */
  selectFields: readonly string[];
  /** fields a list may filter on beside the template's (e.g. the category of a tree popup) */
  extraQueryFields?: readonly string[];
  /**
   * A category field whose `eq` filter means "this node or any node below it" (a tree popup's
   * chosen node), with the category table (id, parent_id, org_id).
   */
  treeFilter?: { field: string; table: string };
  extension?: ExtensionDef;
  /** normalises a cleaned row before validation (e.g. plates upper-cased as typed, SPEC §5) */
  normalize?: (row: Record<string, unknown>) => void;
  /** fields only the server writes (a card's loss time, a blacklist entry's release): ignored in bodies */
  serverFields?: readonly string[];
  /** 1:N child tables (SPEC §3 named sub-tables), each travelling as `[table]: [{id?, …fields}]` */
  children?: readonly ChildTableDef[];
  /** the status column and the actions that move it (documents, cards, blacklist, ep records) */
  status?: StatusFlow;
  /** a whole-row rule beyond single fields (e.g. a blacklist entry names a plate, an id or a card): its message or null */
  check?: (row: Readonly<Record<string, unknown>>) => string | null;
  /**
   * Runs in the write's transaction after validation, before the row is stored (create, update,
   * copy): may fill derived values (a category's level from its parent) or refuse with an AppError.
   */
  beforeSave?: (
    db: Kysely<CrudDb>,
    orgId: string,
    values: Record<string, unknown>,
    selfId: string | null,
  ) => Promise<void>;
  /** Runs in the delete's transaction with the locked rows: refuses (AppError) a delete that would orphan others. */
  beforeDelete?: (db: Kysely<CrudDb>, orgId: string, ids: readonly string[]) => Promise<void>;
}

/** A 1:N child table: rows keyed by `parent_id`, kept in the order sent (`sort_index`). */
export interface ChildTableDef {
  /** table name, also the key its rows travel under and the form fields' `customTable` */
  table: string;
  /** Chinese name (messages: `{label}第2行：…`) */
  label: string;
  fields: FieldMap;
  /** fields each row must fill */
  required: readonly string[];
  /** a whole-row rule (e.g. a time window's start before its end): its message or null */
  check?: (row: Readonly<Record<string, unknown>>) => string | null;
}

/** One status action: the states it moves from, the state it sets, its refusal. */
export interface StatusAction {
  /** Chinese name (operation log, success message) */
  name: string;
  from: readonly string[];
  to: string;
  /** the Chinese refusal when a selected row is not in a `from` state */
  refused: string;
  /** takes many ids in one call (mulAudit, mulInit); the single actions take one id or a list */
  bulk?: boolean;
  /** a reason the body must carry (`{ids, reason}`), stored in this field */
  reason?: { field: string; required: string };
  /** a field set to the action's time */
  stamp?: string;
}

export interface StatusOption {
  value: string;
  label: string;
  color?: string;
}

export interface StatusFlow {
  /** the wire field holding the state ('status'); written only by the actions, never by a form */
  field: string;
  /** the state a created (or copied) row starts in */
  initial: string;
  options: readonly StatusOption[];
  /** action code (the menu button's code) → its move */
  actions: Readonly<Record<string, StatusAction>>;
  /** states in which edit and delete are allowed (all when absent) */
  editable?: readonly string[];
  /** states an edit sends back to `initial` (a rejected ep record, corrected, waits for audit again) */
  reopenOnEdit?: readonly string[];
}

/** camelCase → snake_case: entity files list kinds and the columns follow the one naming rule. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The names a master-data entity takes from its own name: routes under /basic/{name}, table
 * bd_{name}, permission keys basic:{name}:{code} (as the seeded menu buttons), templates bd_{name}_list/_form.
 */
export function basicEntityNames(
  name: string,
  label: string,
): Pick<EntityDef, 'name' | 'label' | 'basePath' | 'table' | 'permissionPrefix' | 'listTemplate' | 'formTemplate'> {
  return {
    name,
    label,
    basePath: `/basic/${name}`,
    table: `bd_${name}`,
    permissionPrefix: `basic:${name}`,
    listTemplate: `bd_${name}_list`,
    formTemplate: `bd_${name}_form`,
  };
}

/**
 * A field map from `{fieldName: kind}`; columns are the snake_case names. `'image'` / `'pdf'` make
 * an attachment field: a text column holding an attachment id of that kind.
 */
export function fieldMap(
  kinds: Readonly<Record<string, FieldKind | AttachmentKind>>,
  extension = false,
): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const [name, given] of Object.entries(kinds)) {
    const spec: FieldSpec =
      given === 'image' || given === 'pdf'
        ? { column: snake(name), kind: 'text', attachment: given }
        : { column: snake(name), kind: given };
    out[name] = extension ? { ...spec, extension } : spec;
  }
  return out;
}

/** Permission key of an action on an entity. */
export const permissionOf = (def: EntityDef, code: string): string => `${def.permissionPrefix}:${code}`;
