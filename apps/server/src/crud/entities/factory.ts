import { simpleEntity } from './simpleEntity';

/** 工厂 */
export const factory = simpleEntity('factory', '工厂');
