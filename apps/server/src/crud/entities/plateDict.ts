import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

/** 车牌字典: plate prefixes (province abbreviations) the plate input matches one typed character against. */
export const plateDict: EntityDef = {
  ...basicEntityNames('plate_dict', '车牌字典'),
  fields: fieldMap({ plateCode: 'text', plateName: 'text', seq: 'number' }),
  required: ['plateCode', 'plateName'],
  unique: [{ field: 'plateCode', message: '车牌简称已存在', index: 'bd_plate_dict_code_uq' }],
  labelField: 'plateCode',
  keywordFields: ['plateCode', 'plateName'],
  selectFields: ['plateCode', 'plateName'],
};
