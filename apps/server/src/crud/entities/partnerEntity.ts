import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

/** Customers and vendors share one shape (code, name, tax number, contact), as their templates do. */
export function partnerEntity(name: 'customer' | 'vendor', label: string): EntityDef {
  const code = `${name}Code`;
  const title = `${name}Name`;
  return {
    ...basicEntityNames(name, label),
    fields: fieldMap({
      [code]: 'text',
      [title]: 'text',
      shortName: 'text',
      taxNo: 'text',
      contact: 'text',
      mobile: 'text',
      address: 'text',
      remark: 'text',
    }),
    required: [code, title],
    unique: [
      { field: code, message: `${label}编码已存在`, index: `bd_${name}_code_uq` },
      { field: title, message: `${label}名称已存在`, index: `bd_${name}_name_uq` },
    ],
    labelField: title,
    keywordFields: [code, title, 'shortName'],
    selectFields: [code, title, 'shortName'],
  };
}
