import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

/** Sites (工厂, 仓库, 库区, 筒仓, 货位): code + name + remark, code unique per organisation. */
export function simpleEntity(name: string, label: string): EntityDef {
  const camel = name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const code = `${camel}Code`;
  const title = `${camel}Name`;
  return {
    ...basicEntityNames(name, label),
    fields: fieldMap({ [code]: 'text', [title]: 'text', remark: 'text' }),
    required: [code, title],
    unique: [{ field: code, message: `${label}编码已存在`, index: `bd_${name}_code_uq` }],
    labelField: title,
    keywordFields: [code, title],
    selectFields: [code, title],
  };
}
