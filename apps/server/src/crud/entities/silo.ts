import { simpleEntity } from './simpleEntity';

/** 筒仓 */
export const silo = simpleEntity('silo', '筒仓');
