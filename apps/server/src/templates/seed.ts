import type { Insertable, Kysely } from 'kysely';
import { stableId } from '../seed/stableId';
import type {
  CgFormatFormSubParamTable,
  CgFormatParamTable,
  CgFormatSubTable,
  CgFormatTable,
  FieldAttrs,
  FieldSection,
  TemplatesDb,
} from './schema';
import { FIELD_ATTR_KEYS } from './schema';
import type { FieldSeed, FormatSeed } from './seedData/FormatSeed';
import { TEMPLATE_SEEDS } from './seedData/index';

export interface SeedTemplatesOptions {
  groupId: string;
  /** sys_menu.path → id; a template whose menu is missing is stored without one */
  menuIdsByPath: Readonly<Record<string, string>> | ReadonlyMap<string, string>;
  /** default: every demo template (seedData/) */
  templates?: readonly FormatSeed[];
  /**
   * ids of templates already in the store, by code: popups and details may name them, and a seed
   * whose code is listed keeps that id (the designer rewrites a stored template in place)
   */
  storedIds?: ReadonlyMap<string, string>;
}

/** The rows of a set of templates, ready for insert (see `templateRows`). */
export interface TemplateRows {
  formats: Insertable<CgFormatTable>[];
  fields: Insertable<CgFormatSubTable>[];
  links: Insertable<CgFormatFormSubParamTable>[];
  params: Insertable<CgFormatParamTable>[];
}

/** Ids derive from group and code: the same install always has the same template ids. */
export const formatId = (groupId: string, code: string): string =>
  stableId('cg_format', `${groupId}:${code}`);

const SECTIONS: readonly FieldSection[] = ['form', 'list', 'res', 'search'];
/** Rows per insert statement: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 500;

function attrsOf(field: FieldSeed): FieldAttrs {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_ATTR_KEYS) if (field[key] !== undefined) out[key] = field[key];
  // Copied key by key from FieldAttrs' own key list.
  return out as FieldAttrs;
}

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));
const flag = (v: FieldSeed['ishow'], dflt: boolean): boolean =>
  v === undefined || v === null ? dflt : v === true || v === 1 || v === '1';

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Loads the demo templates for one group into an empty template store, in four batch inserts
 * (formats, fields, link pairs, search parameters). Throws on a popup or detail code that names
 * no template, so a typo in seedData fails the seed instead of leaving a dead picker.
 */
export async function seedTemplates(
  db: Kysely<TemplatesDb>,
  options: SeedTemplatesOptions,
): Promise<{ formats: number; fields: number }> {
  const { formats, fields, links, params } = templateRows(options);
  for (const rows of chunks(formats)) await db.insertInto('cg_format').values(rows).execute();
  for (const rows of chunks(fields)) await db.insertInto('cg_format_sub').values(rows).execute();
  for (const rows of chunks(links)) await db.insertInto('cg_format_form_sub_param').values(rows).execute();
  for (const rows of chunks(params)) await db.insertInto('cg_format_param').values(rows).execute();
  return { formats: formats.length, fields: fields.length };
}

/**
 * The rows of templates as configuration: ids derive from group and code (or the stored id of a
 * code in `storedIds`), popups and details named by code become ids.
 */
export function templateRows(options: SeedTemplatesOptions): TemplateRows {
  const { groupId } = options;
  const stored = options.storedIds ?? new Map<string, string>();
  const seeds = options.templates ?? TEMPLATE_SEEDS;
  const menuId = (path: string | undefined): string | null => {
    if (!path) return null;
    const m = options.menuIdsByPath;
    return (m instanceof Map ? m.get(path) : (m as Readonly<Record<string, string>>)[path]) ?? null;
  };
  const codes = new Set([...seeds.map((s) => s.code), ...stored.keys()]);
  const idOf = (code: string, by: string): string => {
    if (!codes.has(code)) throw new Error(`seedTemplates: ${by} names unknown template ${code}`);
    return stored.get(code) ?? formatId(groupId, code);
  };

  const formats: Insertable<CgFormatTable>[] = [];
  const fields: Insertable<CgFormatSubTable>[] = [];
  const links: Insertable<CgFormatFormSubParamTable>[] = [];
  const params: Insertable<CgFormatParamTable>[] = [];

  for (const s of seeds) {
    const id = stored.get(s.code) ?? formatId(groupId, s.code);
    formats.push({
      id,
      group_id: groupId,
      format_code: s.code,
      format_name: s.name,
      format_type: s.type,
      format_style: s.style ?? null,
      menu_id: menuId(s.menuPath),
      res_url: s.resUrl ?? null,
      res_method: s.resMethod ?? null,
      tree_res_url: s.treeResUrl ?? null,
      tree_res_method: s.treeResMethod ?? null,
      custom_table: s.customTable ?? null,
      opations: json(s.opations),
      ps: s.ps ?? null,
      value_resource_sub_name: s.valueResourceSubName ?? null,
      view_resource_sub_name: s.viewResourceSubName ?? null,
      detail_id: s.detailCode ? idOf(s.detailCode, `${s.code}.detailCode`) : null,
      map_data: json(s.mapData),
      default_search: json(s.defaultSearch),
    });
    for (const section of SECTIONS) {
      // a field without its own seq comes after every field that has one (list columns copied
      // from a form keep the form's seq; an added 创建时间 must not land among them)
      const lastSeq = Math.max(0, ...(s[section] ?? []).map((f) => f.seq ?? 0));
      (s[section] ?? []).forEach((f, index) => {
        const subId = stableId('cg_format_sub', `${id}:${section}:${f.customTable ?? ''}:${f.fieldName}`);
        fields.push({
          id: subId,
          group_id: groupId,
          format_id: id,
          section,
          field_name: f.fieldName,
          field_explain: f.fieldExplain,
          field_type: f.fieldType,
          form_submit_type: f.formSubmitType ?? null,
          seq: f.seq ?? lastSeq + (index + 1) * 10,
          ishow: flag(f.ishow, true),
          ihidden: flag(f.ihidden, false),
          iupdate: flag(f.iupdate, true),
          irequired: flag(f.irequired, false),
          itotal: flag(f.itotal, false),
          iallow_query: flag(f.iallowQuery, false),
          iallow_advance_query: flag(f.iallowAdvanceQuery, false),
          isort_field: flag(f.isortField, false),
          idefined_sort: flag(f.idefinedSort, false),
          sort_method: f.sortMethod ?? null,
          column_width: f.columnWidth === undefined ? null : Number(f.columnWidth),
          default_value: f.defaultValue ?? null,
          custom_table: f.customTable ?? null,
          cg_format_res_id: f.popup ? idOf(f.popup, `${s.code}.${f.fieldName}.popup`) : null,
          search_type: f.searchType ?? null,
          op: f.op ?? null,
          options: json(f.options),
          cg_validate: json(f.cgValidate ?? undefined),
          calculate: f.calculate ?? null,
          attrs: JSON.stringify(attrsOf(f)),
        });
        (f.links ?? []).forEach((pair, seq) => {
          links.push({
            id: stableId('cg_format_form_sub_param', `${subId}:${seq}`),
            group_id: groupId,
            res_format_sub_id: subId,
            field_sub1_name: pair.fieldSub1.fieldName,
            field_sub1_master_table: pair.fieldSub1.masterTable ?? null,
            field_sub2_name: pair.fieldSub2.fieldName,
            iupdate: flag(pair.iupdate, true),
            seq,
          });
        });
      });
    }
    (s.params ?? []).forEach((p, seq) => {
      params.push({
        id: stableId('cg_format_param', `${id}:${seq}`),
        group_id: groupId,
        format_id: id,
        field_name: p.fieldName,
        default_value: p.defaultValue ?? null,
        form_submit_type: p.formSubmitType ?? null,
        op: p.op ?? null,
        ihidden: flag(p.ihidden, false),
        seq,
      });
    });
  }
  return { formats, fields, links, params };
}
