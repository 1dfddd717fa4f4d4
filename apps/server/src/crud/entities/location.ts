import { simpleEntity } from './simpleEntity';

/** 货位 */
export const location = simpleEntity('location', '货位');
