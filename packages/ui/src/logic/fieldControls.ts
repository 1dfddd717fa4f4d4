import type { FieldDefinition } from '@wb/templates';
import { parseRegionAddress } from './regionTree';

/**
 * Controls chosen by a field's `detailsUrl` (SPEC.md §3: formSubmitType / detailsUrl name the
 * control kind) where no formSubmitType exists for them:
 * - 'region': an address with a province / city / district cascader (RegionAddressInput);
 * - 'material': a material picker (MaterialPicker: category tree + inventory table).
 */
export const REGION_DETAILS_URL = 'region';
export const MATERIAL_DETAILS_URL = 'material';

export const isRegionField = (field: Pick<FieldDefinition, 'detailsUrl'>): boolean => field.detailsUrl === REGION_DETAILS_URL;
export const isMaterialField = (field: Pick<FieldDefinition, 'detailsUrl'>): boolean => field.detailsUrl === MATERIAL_DETAILS_URL;

/**
 * The codes of region fields for a template that keeps them: a region field `address` fills a
 * template field `addressCode` with its codes comma-joined (410000,410100,410102), null when no
 * region is chosen. Templates without such a field store the names only (codes follow from them).
 */
export function regionCodeFills(fields: readonly FieldDefinition[], values: Readonly<Record<string, unknown>>): Record<string, string | null> {
  const names = new Set(fields.map((f) => f.fieldName));
  const out: Record<string, string | null> = {};
  for (const f of fields) {
    if (!isRegionField(f) || !(f.fieldName in values)) continue;
    const target = `${f.fieldName}Code`;
    if (!names.has(target)) continue;
    const { codes } = parseRegionAddress(values[f.fieldName]);
    out[target] = codes.length ? codes.join(',') : null;
  }
  return out;
}
