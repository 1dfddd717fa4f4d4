import { partnerEntity } from './partnerEntity';

/** 供应商 (also the carriers a vehicle's 承运单位 picks) */
export const vendor = partnerEntity('vendor', '供应商');
