import type { FieldDefinition } from '@wb/templates';
import type { Kysely } from 'kysely';
import { notFound } from '../http/errors';
import type { TemplatesDb as TemplatesDatabase } from '../templates/schema';
import { findFormat, loadFieldLists } from '../templates/service';
import type { EntityDef } from './EntityDef';

type TemplatesDb = Kysely<TemplatesDatabase>;

export interface ListTemplate {
  type: 'LIST' | 'RESOURCE';
  /** fields a request may search and sort on (list + search panel, or the popup's) */
  queryFields: FieldDefinition[];
  /** the columns a screen shows, in the template's order */
  columns: FieldDefinition[];
}

/**
 * The template a list call names (`tplId`), else the entity's LIST template. A popup calls the
 * same list URL with its RESOURCE template; a template of another table is refused (404), since
 * its field names would map onto this table's columns by name alone.
 */
export async function loadListTemplate(
  db: TemplatesDb,
  groupId: string,
  def: EntityDef,
  tplId?: string | null,
): Promise<ListTemplate> {
  const format = await findFormat(db, groupId, tplId ? { id: tplId } : { code: def.listTemplate });
  const ours =
    format.custom_table === def.table ||
    (format.res_url !== null &&
      [`${def.basePath}/v2/list`, `${def.basePath}/list`].includes(format.res_url.split('?')[0]));
  if ((format.format_type !== 'LIST' && format.format_type !== 'RESOURCE') || !ours) throw notFound();
  const lists = await loadFieldLists(db, format.id);
  if (format.format_type === 'RESOURCE')
    return { type: 'RESOURCE', queryFields: [...lists.res, ...lists.search], columns: lists.res };
  return { type: 'LIST', queryFields: [...lists.list, ...lists.search], columns: lists.list };
}

/** The FORM template's fields (main table and 1:1 extension alike): the rules of create, update and import. */
export async function loadFormFields(
  db: TemplatesDb,
  groupId: string,
  def: EntityDef,
): Promise<FieldDefinition[]> {
  const format = await findFormat(db, groupId, { code: def.formTemplate });
  return (await loadFieldLists(db, format.id)).form;
}
