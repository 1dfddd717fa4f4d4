import type { FormatSeed } from './FormatSeed';
import { dateTime, number, text } from './fieldKit';

/**
 * 煤质化验 (assay code MZHY): the assay items of SPEC.md §3 (001 water … 005 strength), each
 * field carrying its item code in classType. Served by POST /quality/qc-assay/assayCode/subs.
 */
export const assayTemplates: FormatSeed[] = [
  {
    code: 'qc_assay_MZHY',
    name: '煤质化验',
    type: 'FORM',
    style: 'FORMAT_FOUR_COLUMN_FROM',
    resUrl: '/quality/qc-assay/detail',
    resMethod: 'POST',
    customTable: 'qc_assay',
    opations: { main: 'qc_assay' },
    form: [
      text('sampleCode', '样品编号', { irequired: true, seq: 10 }),
      dateTime('assayDate', '化验时间', {
        irequired: true,
        defaultValue: '{"dayMark":"+","day":0}',
        seq: 20,
      }),
      number('mt', '全水分(%)', { classType: '001', irequired: true, seq: 30 }),
      number('si', '硅(%)', { classType: '002', seq: 40 }),
      number('st', '全硫(%)', { classType: '003', irequired: true, seq: 50 }),
      number('fc', '固定碳(%)', { classType: '004', seq: 60 }),
      number('strength', '强度(MPa)', { classType: '005', seq: 70 }),
      text('assayUser', '化验员', { defaultValue: 'currentLoginName()', seq: 80 }),
    ],
  },
];
