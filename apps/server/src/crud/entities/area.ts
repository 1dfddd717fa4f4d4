import { simpleEntity } from './simpleEntity';

/** 库区 */
export const area = simpleEntity('area', '库区');
