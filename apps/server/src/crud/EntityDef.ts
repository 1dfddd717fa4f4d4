/**
 * How a wire field is stored. `text`/`number`/`uuid`/`boolean` as their SQL types (numbers are
 * `numeric`, read and written as decimal strings so sums stay exact); `date` is a timestamptz (wire:
 * ISO instant, like createDate); `day` is an SQL `date` (wire: 'YYYY-MM-DD', no time zone to drift).
 */
export type FieldKind = 'text' | 'number' | 'uuid' | 'boolean' | 'date' | 'day';

export interface FieldSpec {
  column: string;
  kind: FieldKind;
  /** the table of a 1:1 extension (inventory's weighing extension); the main table otherwise */
  extension?: boolean;
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

/** A field map from `{fieldName: kind}`; columns are the snake_case names. */
export function fieldMap(
  kinds: Readonly<Record<string, FieldKind>>,
  extension = false,
): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const [name, kind] of Object.entries(kinds))
    out[name] = extension ? { column: snake(name), kind, extension } : { column: snake(name), kind };
  return out;
}

/** Permission key of an action on an entity. */
export const permissionOf = (def: EntityDef, code: string): string => `${def.permissionPrefix}:${code}`;
