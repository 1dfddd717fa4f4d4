import { partnerEntity } from './partnerEntity';

/** 客户 */
export const customer = partnerEntity('customer', '客户');
