import { fieldMap, type EntityDef } from '../EntityDef';

/** 车牌字典: plate prefixes (province abbreviations) the plate input matches one typed character against. */
export const plateDict: EntityDef = {
  name: 'plate_dict',
  label: '车牌字典',
  basePath: '/basic/plate_dict',
  table: 'bd_plate_dict',
  permissionPrefix: 'basic:plate_dict',
  listTemplate: 'bd_plate_dict_list',
  formTemplate: 'bd_plate_dict_form',
  fields: fieldMap({ plateCode: 'text', plateName: 'text', seq: 'number' }),
  required: ['plateCode', 'plateName'],
  unique: [{ field: 'plateCode', message: '车牌简称已存在', index: 'bd_plate_dict_code_uq' }],
  labelField: 'plateCode',
  keywordFields: ['plateCode', 'plateName'],
  selectFields: ['plateCode', 'plateName'],
};
