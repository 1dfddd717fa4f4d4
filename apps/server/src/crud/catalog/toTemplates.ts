import type { FieldOption } from '@wb/templates';
import type { FieldSeed, FormatSeed } from '../../templates/seedData/FormatSeed';
import {
  ADVANCED,
  QUERY,
  SORT,
  columns,
  date,
  dateTime,
  enabled,
  number,
  picker,
  select,
  text,
  textarea,
  yesNo,
} from '../../templates/seedData/fieldKit';
import { STATUS_FLOWS } from '../statusFlows';
import { catalogNames } from './toEntityDef';
import type { CatalogEntity, CatalogField } from './types';

const optionsOf = (options: CatalogField['options']): FieldOption[] =>
  (options ?? []).map((o) => (typeof o === 'string' ? { value: o, label: o } : o));

/** One declared field as a FORM field (fieldKit), in `table` (the main table or a child's). */
function formField(f: CatalogField, table: string, seq: number, child: boolean): FieldSeed {
  const extra: Partial<FieldSeed> = { seq };
  if (f.required) extra.irequired = true;
  if (f.validate) extra.cgValidate = f.validate;
  if (f.defaultValue !== undefined) extra.defaultValue = f.defaultValue;
  if (f.width) extra.columnWidth = f.width;
  if (f.readOnly || f.serverOnly) extra.iupdate = false;
  if (child) extra.customTable = table;
  switch (f.control ?? 'text') {
    case 'textarea':
      return textarea(f.name, f.label, extra);
    case 'number':
      return number(f.name, f.label, extra);
    case 'date':
      return date(f.name, f.label, extra);
    case 'dateTime':
      return dateTime(f.name, f.label, extra);
    case 'select':
      return select(f.name, f.label, optionsOf(f.options), extra);
    case 'radio':
      return select(f.name, f.label, optionsOf(f.options), { formSubmitType: 'SINGLE_ELECTION', ...extra });
    case 'yesNo':
      return yesNo(f.name, f.label, extra);
    case 'hidden':
      return text(f.name, f.label, { ishow: false, ihidden: true, ...extra });
    case 'picker': {
      if (!f.picker) throw new Error(`catalog: picker ${f.name} has no popup`);
      return picker(f.name, f.label, f.picker.popup, {
        ...extra,
        links: Object.entries(f.picker.links).map(([mine, theirs]) => ({
          fieldSub1: { fieldName: mine, masterTable: table },
          fieldSub2: { fieldName: theirs },
          iupdate: true,
        })),
      });
    }
    default:
      return text(f.name, f.label, extra);
  }
}

const listed = (f: CatalogField): boolean => f.list ?? !(f.control === 'hidden' || f.control === 'textarea');

const searchFlags = (f: CatalogField): Partial<FieldSeed> => ({
  ...(f.query === 'quick' ? QUERY : f.query === 'advanced' ? ADVANCED : {}),
  ...(f.sort ? SORT : {}),
});

/** The FORM, LIST and popup RESOURCE templates of a declaration, bound to its menu leaf. */
export function toTemplates(decl: CatalogEntity): FormatSeed[] {
  const n = catalogNames(decl);
  const withEnabled = decl.enabledField ?? true;
  const form: FieldSeed[] = decl.fields.map((f, i) => formField(f, n.table, (i + 1) * 10, false));
  if (withEnabled) form.push(enabled({ seq: (decl.fields.length + 1) * 10 }));
  const children = decl.children ?? [];
  children.forEach((c, ci) =>
    c.fields.forEach((f, i) => form.push(formField(f, c.table, 1000 * (ci + 1) + (i + 1) * 10, true))),
  );

  const mainFields = decl.fields.filter(listed);
  const extras: Record<string, Partial<FieldSeed>> = {};
  for (const f of decl.fields) extras[f.name] = searchFlags(f);
  if (withEnabled) extras.enabled = ADVANCED;
  const flow = decl.status ? STATUS_FLOWS[decl.status] : undefined;
  const list: FieldSeed[] = [
    ...columns(
      form.filter((f) => !f.customTable),
      [...mainFields.map((f) => f.name), ...(withEnabled ? ['enabled'] : [])],
      extras,
    ),
  ];
  if (flow)
    list.push(
      select(flow.field, '状态', [...flow.options], {
        iupdate: false,
        ...ADVANCED,
        searchType: 'comboxMultiline',
        seq: 900,
      }),
    );
  list.push(
    dateTime('createDate', '创建时间', {
      iupdate: false,
      idefinedSort: true,
      sortMethod: 'desc',
      ...SORT,
      ...ADVANCED,
      seq: 990,
    }),
  );

  const style =
    children.length === 0
      ? 'FORMAT_FOUR_COLUMN_FROM'
      : children.length === 1
        ? 'FORMAT_MASTER_CHILD_FROM'
        : 'FORMAT_TAB_FROM';
  const resNames = mainFields.slice(0, 6).map((f) => f.name);
  const labelField = decl.labelField ?? decl.fields.find((f) => f.unique)?.name ?? decl.fields[0].name;
  return [
    {
      code: n.formTemplate,
      name: decl.label,
      type: 'FORM',
      style,
      menuPath: n.menuPath,
      resUrl: `${n.basePath}/detail`,
      resMethod: 'POST',
      customTable: n.table,
      opations:
        children.length > 0
          ? { main: n.table, son: children.map((c) => c.table).join(',') }
          : { main: n.table },
      form,
    },
    {
      code: n.listTemplate,
      name: `${decl.label}列表`,
      type: 'LIST',
      menuPath: n.menuPath,
      resUrl: `${n.basePath}/v2/list`,
      resMethod: 'POST',
      customTable: n.table,
      list,
      // the list page offers a status button only when the record engine runs it for this entity
      ...(flow || decl.listMapData
        ? { mapData: { ...(flow ? { statusActions: Object.keys(flow.actions) } : {}), ...decl.listMapData } }
        : {}),
    },
    {
      code: n.resTemplate,
      name: `选择${decl.label}`,
      type: 'RESOURCE',
      style: 'FORMAT_RESOURCE_QUERY_DATALIST',
      menuPath: n.menuPath,
      resUrl: `${n.basePath}/v2/list`,
      resMethod: 'POST',
      ps: 10,
      valueResourceSubName: 'id',
      viewResourceSubName: labelField,
      detailCode: n.formTemplate,
      res: columns(
        form.filter((f) => !f.customTable),
        resNames,
        Object.fromEntries(
          decl.fields
            .filter((f) => resNames.includes(f.name) && f.query === 'quick')
            .map((f) => [f.name, QUERY]),
        ),
      ),
      ...(withEnabled
        ? {
            params: [
              {
                fieldName: 'enabled',
                defaultValue: 'true',
                formSubmitType: 'BOOLEAN',
                op: 'eq',
                ihidden: true,
              },
            ],
          }
        : {}),
    },
  ];
}
