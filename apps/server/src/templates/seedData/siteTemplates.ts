import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, columns, dateTime, enabled, number, text, textarea } from './fieldKit';
import { CODE } from './patterns';

/** FORM + LIST of a code-and-name entity served by the record engine (`/basic/{entity}`). */
function codeNameTemplates(
  entity: string,
  label: string,
  menuPath: string,
  form: FieldSeed[],
  listNames: string[],
  extras: Record<string, Partial<FieldSeed>>,
): FormatSeed[] {
  const table = `bd_${entity}`;
  return [
    {
      code: `${table}_form`,
      name: `${label}档案`,
      type: 'FORM',
      style: 'FORMAT_FOUR_COLUMN_FROM',
      menuPath,
      resUrl: `/basic/${entity}/detail`,
      resMethod: 'POST',
      customTable: table,
      opations: { main: table },
      form,
    },
    {
      code: `${table}_list`,
      name: `${label}列表`,
      type: 'LIST',
      menuPath,
      resUrl: `/basic/${entity}/v2/list`,
      resMethod: 'POST',
      customTable: table,
      list: [
        ...columns(form, listNames, extras),
        dateTime('createDate', '创建时间', {
          iupdate: false,
          idefinedSort: true,
          sortMethod: 'desc',
          ...SORT,
          ...ADVANCED,
        }),
      ],
    },
  ];
}

function siteTemplates(entity: string, label: string): FormatSeed[] {
  const camel = entity.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const form: FieldSeed[] = [
    text(`${camel}Code`, `${label}编码`, { irequired: true, cgValidate: CODE, seq: 10 }),
    text(`${camel}Name`, `${label}名称`, { irequired: true, seq: 20 }),
    enabled({ seq: 30 }),
    textarea('remark', '备注', { seq: 40 }),
  ];
  const table = `bd_${entity}`;
  return [
    ...codeNameTemplates(
      entity,
      label,
      `/modules/basic/${entity}`,
      form,
      [`${camel}Code`, `${camel}Name`, 'remark', 'enabled'],
      {
        [`${camel}Code`]: { ...QUERY, ...SORT },
        [`${camel}Name`]: { ...QUERY, ...SORT },
        enabled: ADVANCED,
      },
    ),
    // the popup other records pick a site from (a stock document's 仓库, …): enabled sites only
    {
      code: `${table}_res`,
      name: `选择${label}`,
      type: 'RESOURCE',
      style: 'FORMAT_RESOURCE_QUERY_DATALIST',
      menuPath: `/modules/basic/${entity}`,
      resUrl: `/basic/${entity}/v2/list`,
      resMethod: 'POST',
      ps: 10,
      valueResourceSubName: 'id',
      viewResourceSubName: `${camel}Name`,
      detailCode: `${table}_form`,
      defaultSearch: [{ key: 'enabled', op: 'eq', val: true }],
      res: columns(form, [`${camel}Code`, `${camel}Name`, 'remark'], {
        [`${camel}Code`]: QUERY,
        [`${camel}Name`]: QUERY,
      }),
      params: [
        { fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true },
      ],
    },
  ];
}

/** 车牌字典: plateCode (province abbreviation) and plateName. */
const plateForm: FieldSeed[] = [
  text('plateCode', '车牌简称', { irequired: true, seq: 10 }),
  text('plateName', '省份名称', { irequired: true, seq: 20 }),
  number('seq', '排序', { seq: 30 }),
  enabled({ seq: 40 }),
];

export const plateDictTemplates = codeNameTemplates(
  'plate_dict',
  '车牌字典',
  '/modules/basic/plate_dict',
  plateForm,
  ['plateCode', 'plateName', 'seq', 'enabled'],
  { plateCode: { ...QUERY, ...SORT }, plateName: QUERY, seq: SORT, enabled: ADVANCED },
);

export const siteEntityTemplates: FormatSeed[] = [
  ...siteTemplates('factory', '工厂'),
  ...siteTemplates('warehouse', '仓库'),
  ...siteTemplates('area', '库区'),
  ...siteTemplates('silo', '筒仓'),
  ...siteTemplates('location', '货位'),
];
