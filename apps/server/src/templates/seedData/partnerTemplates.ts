import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, columns, dateTime, enabled, text, textarea } from './fieldKit';
import { CODE, MOBILE, TAX_NO } from './patterns';

/** Customers (客户) and vendors (供应商) share one shape: code, name, tax number, contact. */
function partnerTemplates(entity: 'customer' | 'vendor', label: string): FormatSeed[] {
  const table = `bd_${entity}`;
  const base = `/basic/${entity}`;
  const form: FieldSeed[] = [
    text(`${entity}Code`, `${label}编码`, { irequired: true, cgValidate: CODE, seq: 10 }),
    text(`${entity}Name`, `${label}名称`, { irequired: true, seq: 20 }),
    text('shortName', '简称', { seq: 30 }),
    text('taxNo', '纳税人识别号', { cgValidate: TAX_NO, seq: 40 }),
    text('contact', '联系人', { seq: 50 }),
    text('mobile', '联系电话', { cgValidate: MOBILE, seq: 60 }),
    // detailsUrl 'region': province / city / district cascader + street (packages/ui RegionAddressInput)
    text('address', '地址', { seq: 70, columnWidth: 260, detailsUrl: 'region' }),
    enabled({ seq: 80 }),
    textarea('remark', '备注', { seq: 90 }),
  ];
  const list = [
    ...columns(
      form,
      [`${entity}Code`, `${entity}Name`, 'shortName', 'taxNo', 'contact', 'mobile', 'address', 'enabled'],
      {
        [`${entity}Code`]: { ...QUERY, ...SORT },
        [`${entity}Name`]: { ...QUERY, ...SORT },
        shortName: QUERY,
        contact: ADVANCED,
        enabled: ADVANCED,
      },
    ),
    dateTime('createDate', '创建时间', {
      iupdate: false,
      idefinedSort: true,
      sortMethod: 'desc',
      ...SORT,
      ...ADVANCED,
    }),
  ];
  return [
    {
      code: `${table}_form`,
      name: `${label}档案`,
      type: 'FORM',
      style: 'FORMAT_FOUR_COLUMN_FROM',
      menuPath: `/modules/basic/${entity}`,
      resUrl: `${base}/detail`,
      resMethod: 'POST',
      customTable: table,
      opations: { main: table },
      form,
    },
    {
      code: `${table}_list`,
      name: `${label}列表`,
      type: 'LIST',
      menuPath: `/modules/basic/${entity}`,
      resUrl: `${base}/v2/list`,
      resMethod: 'POST',
      customTable: table,
      list,
      params: [{ fieldName: 'enabled', formSubmitType: 'BOOLEAN', op: 'eq' }],
    },
    {
      code: `${table}_res`,
      name: `选择${label}`,
      type: 'RESOURCE',
      style: 'FORMAT_RESOURCE_QUERY_DATALIST',
      menuPath: `/modules/basic/${entity}`,
      resUrl: `${base}/v2/list`,
      resMethod: 'POST',
      ps: 10,
      valueResourceSubName: 'id',
      viewResourceSubName: `${entity}Name`,
      detailCode: `${table}_form`,
      defaultSearch: [{ key: 'enabled', op: 'eq', val: true }],
      res: columns(form, [`${entity}Code`, `${entity}Name`, 'shortName', 'contact', 'mobile'], {
        [`${entity}Code`]: QUERY,
        [`${entity}Name`]: QUERY,
        shortName: QUERY,
      }),
      params: [
        { fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true },
      ],
    },
  ];
}

export const customerTemplates = partnerTemplates('customer', '客户');
export const vendorTemplates = partnerTemplates('vendor', '供应商');
