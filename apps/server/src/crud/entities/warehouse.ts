import { simpleEntity } from './simpleEntity';

/** 仓库 */
export const warehouse = simpleEntity('warehouse', '仓库');
