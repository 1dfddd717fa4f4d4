import type { CgValidate, FieldOption } from '@wb/templates';
import type { Kysely } from 'kysely';
import type { Prng } from '../../seed/prng';
import type { FieldKind } from '../EntityDef';
import type { CrudDb } from '../schema';
import type { StatusFlowKind } from '../statusFlows';

/**
 * How a field is edited (the FORM control). `text` one line, `textarea`, `number`, `date`
 * (DATA_BOX, stored as an SQL date), `dateTime` (DATA_BOX_TIM, timestamptz), `select`, `radio`,
 * `yesNo` (是/否 radio, the words stored), `picker` (a popup: RESOURCE_CONTROLS), `hidden` (an id
 * a picker fills: not shown, not listed).
 */
export type ControlKind =
  'text' | 'textarea' | 'number' | 'date' | 'dateTime' | 'select' | 'radio' | 'yesNo' | 'picker' | 'hidden';

export interface CatalogField {
  /** camelCase wire name; the column is its snake_case */
  name: string;
  /** Chinese label (form, list, messages) */
  label: string;
  /** editing control (default `text`) */
  control?: ControlKind;
  /** storage kind (default from the control: number → number, date → day, dateTime → date, else text) */
  kind?: FieldKind;
  /** column type override in the generated DDL (default numeric(18,4) for numbers) */
  sqlType?: string;
  required?: boolean;
  /** unique among the organisation's live rows, with this message (e.g. 卡号已存在) */
  unique?: string;
  /** `quick`: quick search + advanced; `advanced`: advanced search only */
  query?: 'quick' | 'advanced';
  sort?: boolean;
  /** choices of select / radio (strings: value = label) */
  options?: readonly (string | FieldOption)[];
  /** a picker's popup (RESOURCE template code) and its link pairs: form field ← chosen row's field */
  picker?: { popup: string; links: Readonly<Record<string, string>> };
  /** shown as a list column (default true, false for hidden and textarea fields) */
  list?: boolean;
  validate?: CgValidate;
  defaultValue?: string;
  width?: number;
  /** shown but not typed in the form (a picker's link fills it); still saved from the body */
  readOnly?: boolean;
  /** written only by the server (a status action's stamp, a derived level): shown read-only, ignored in bodies */
  serverOnly?: boolean;
}

export interface CatalogChild {
  /** child table name: the rows' key on the wire, the fields' customTable (e.g. sys_handset_user) */
  table: string;
  label: string;
  fields: readonly CatalogField[];
  /** a whole-row rule of a child row: its message (prefixed 子表第n行：) or null */
  check?: (row: Readonly<Record<string, unknown>>) => string | null;
}

/** Master data a demo row may refer to, of the company being seeded. */
export interface DemoMaster {
  vehicles: readonly {
    id: string;
    plateNumber: string;
    carrierCompanyId: string | null;
    carrierCompanyName: string | null;
  }[];
  drivers: readonly {
    id: string;
    driverName: string;
    idNumber: string | null;
    mobile: string | null;
    plateNumber: string | null;
  }[];
  customers: readonly { id: string; customerCode: string; customerName: string }[];
  vendors: readonly { id: string; vendorCode: string; vendorName: string }[];
  inventories: readonly { id: string; invCode: string; invName: string }[];
  warehouses: readonly { id: string; warehouseCode: string; warehouseName: string }[];
  factories: readonly { id: string; factoryCode: string; factoryName: string }[];
  users: readonly { id: string; username: string; realName: string }[];
}

export interface DemoContext {
  org: { id: string; code: string; index: number };
  prng: Prng;
  now: Date;
  master: DemoMaster;
}

/** A demo row in wire names; child rows under their table's name; `enabled` optional. */
export type DemoRow = Record<string, unknown>;

/** ONE declaration per entity: everything else (engine entry, templates, DDL, demo rows) derives from it. */
export interface CatalogEntity {
  /** menu module (`leaf(module, name, …)` in seed/menuTree.ts): permission prefix `${module}:${name}` */
  module: string;
  /** menu entity name; routes `/${module}/${name}`, menu path `/modules/${module}/${name}` */
  name: string;
  label: string;
  /** table (default bd_{name} for module basic, else the name itself) */
  table?: string;
  /** the table was made by an earlier migration with these columns; the generator adds only the others */
  existingColumns?: readonly string[];
  fields: readonly CatalogField[];
  children?: readonly CatalogChild[];
  status?: StatusFlowKind;
  /** an 启用状态 field in form and list (default true) */
  enabledField?: boolean;
  /** picker label (default: the first unique field, else the first field) */
  labelField?: string;
  /** picker keyword fields (default: the quick-search fields) */
  keywordFields?: readonly string[];
  normalize?: (row: Record<string, unknown>) => void;
  check?: (row: Readonly<Record<string, unknown>>) => string | null;
  beforeSave?: (
    db: Kysely<CrudDb>,
    orgId: string,
    values: Record<string, unknown>,
    selfId: string | null,
  ) => Promise<void>;
  /** refuses a delete (throw badRequest) that would leave other rows pointing at nothing */
  beforeDelete?: (db: Kysely<CrudDb>, orgId: string, ids: readonly string[]) => Promise<void>;
  /** deterministic demo rows of one company (both demo companies are seeded) */
  demo?: (ctx: DemoContext) => DemoRow[];
  /** extra LIST-template mapData switching on buttons of routes outside the engine (`notice: true`: the notice actions of weighing/noticeRoutes.ts) */
  listMapData?: Readonly<Record<string, unknown>>;
}
