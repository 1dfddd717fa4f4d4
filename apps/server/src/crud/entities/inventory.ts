import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

/** 存货档案 with its weighing extension (bd_inventory_weigh, 1:1, the form's child table). */
export const inventory: EntityDef = {
  ...basicEntityNames('inventory', '存货档案'),
  fields: {
    ...fieldMap({
      innerCode: 'text',
      invCode: 'text',
      invName: 'text',
      model: 'text',
      invcId: 'uuid',
      invcName: 'text',
      isPu: 'boolean',
      isSa: 'boolean',
      allocate: 'boolean',
      lossPercentage: 'number',
      lossWeight: 'number',
      packWeight: 'number',
      theoryWeight: 'number',
      referencePrice: 'number',
      topBuyingPrice: 'number',
      resourceType: 'text',
    }),
    ...fieldMap(
      {
        weighType: 'text',
        hiddenDeduct: 'number',
        overload: 'number',
        isSample: 'text',
        sceneConfirm: 'text',
        isDangerous: 'text',
        isPack: 'text',
        pnmary: 'text',
      },
      true,
    ),
  },
  required: ['invCode', 'invName'],
  unique: [{ field: 'invCode', message: '存货编码已存在', index: 'bd_inventory_code_uq' }],
  labelField: 'invName',
  keywordFields: ['invCode', 'invName', 'model'],
  selectFields: ['invCode', 'invName', 'model', 'invcId', 'invcName'],
  // the tree popup (mapData.treeKey) narrows the list by the chosen category
  extraQueryFields: ['invcId'],
  treeFilter: { field: 'invcId', table: 'bd_inventory_class' },
  extension: { table: 'bd_inventory_weigh', keyColumn: 'inventory_id', formKey: 'bd_inventory_weigh' },
};
