import type { ChildTableDef, EntityDef, FieldKind, FieldMap, FieldSpec, UniqueRule } from '../EntityDef';
import { snake } from '../EntityDef';
import { STATUS_FLOWS } from '../statusFlows';
import type { CatalogEntity, CatalogField } from './types';

/** The names an entity takes from its declaration (routes, table, permission prefix, templates). */
export function catalogNames(decl: CatalogEntity) {
  const table = decl.table ?? (decl.module === 'basic' ? `bd_${decl.name}` : decl.name);
  return {
    table,
    basePath: `/${decl.module}/${decl.name}`,
    menuPath: `/modules/${decl.module}/${decl.name}`,
    permissionPrefix: `${decl.module}:${decl.name}`,
    formTemplate: `${table}_form`,
    listTemplate: `${table}_list`,
    resTemplate: `${table}_res`,
  };
}

const KIND_OF_CONTROL: Partial<Record<string, FieldKind>> = {
  number: 'number',
  date: 'day',
  dateTime: 'date',
};

export const kindOf = (f: CatalogField): FieldKind =>
  f.kind ?? KIND_OF_CONTROL[f.control ?? 'text'] ?? 'text';

function fieldsOf(fields: readonly CatalogField[]): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const f of fields) out[f.name] = { column: snake(f.name), kind: kindOf(f) };
  return out;
}

/** The unique index a declared unique field gets (also the name `uniqueViolation` looks for). */
export const uniqueIndexName = (table: string, field: string): string => `${table}_${snake(field)}_uq`;

/** The status field's spec (added to every entity with a status flow). */
export const STATUS_COLUMN = 'status';

/** A declaration as the engine's EntityDef. */
export function toEntityDef(decl: CatalogEntity): EntityDef {
  const names = catalogNames(decl);
  const fields: Record<string, FieldSpec> = fieldsOf(decl.fields);
  const flow = decl.status ? STATUS_FLOWS[decl.status] : undefined;
  if (flow) fields[flow.field] = { column: snake(flow.field), kind: 'text' };
  const unique: UniqueRule[] = decl.fields
    .filter((f) => f.unique)
    .map((f) => ({ field: f.name, message: f.unique!, index: uniqueIndexName(names.table, f.name) }));
  const quick = decl.fields.filter((f) => f.query === 'quick').map((f) => f.name);
  const labelField = decl.labelField ?? decl.fields.find((f) => f.unique)?.name ?? decl.fields[0].name;
  const keywordFields = [...new Set([labelField, ...(decl.keywordFields ?? quick)])];
  const children: ChildTableDef[] = (decl.children ?? []).map((c) => ({
    table: c.table,
    label: c.label,
    fields: fieldsOf(c.fields) as FieldMap,
    required: c.fields.filter((f) => f.required).map((f) => f.name),
    ...(c.check ? { check: c.check } : {}),
  }));
  return {
    name: decl.name,
    label: decl.label,
    basePath: names.basePath,
    table: names.table,
    permissionPrefix: names.permissionPrefix,
    listTemplate: names.listTemplate,
    formTemplate: names.formTemplate,
    fields,
    required: decl.fields.filter((f) => f.required).map((f) => f.name),
    unique,
    labelField,
    keywordFields,
    selectFields: [
      ...new Set([...keywordFields, ...decl.fields.filter((f) => f.control === 'hidden').map((f) => f.name)]),
    ],
    ...(decl.fields.some((f) => f.serverOnly)
      ? { serverFields: decl.fields.filter((f) => f.serverOnly).map((f) => f.name) }
      : {}),
    ...(children.length > 0 ? { children } : {}),
    ...(flow ? { status: flow } : {}),
    ...(decl.normalize ? { normalize: decl.normalize } : {}),
    ...(decl.check ? { check: decl.check } : {}),
    ...(decl.beforeSave ? { beforeSave: decl.beforeSave } : {}),
    ...(decl.beforeDelete ? { beforeDelete: decl.beforeDelete } : {}),
  };
}
