import { describe, expect, it } from 'vitest';
import { DANGEROUS_GOODS_FIELDS, TRAILER_FIELDS, isVehicleTemplate, vehicleFormVisibility } from './vehicleFormVisibility';

describe('vehicleFormVisibility', () => {
  it.each([
    ['nothing chosen hides both groups', {}, true, true],
    ['否/否 hides both groups', { hasTrailer: '否', isDangerousChemicals: '否' }, true, true],
    ['a trailer shows the trailer fields', { hasTrailer: '是', isDangerousChemicals: '否' }, false, true],
    ['dangerous goods show their fields', { hasTrailer: '否', isDangerousChemicals: '是' }, true, false],
    ['both 是 shows both', { hasTrailer: '是', isDangerousChemicals: '是' }, false, false],
    ['true is not 是', { hasTrailer: true }, true, true],
  ])('%s', (_name, values, trailerHidden, dangerousHidden) => {
    const { hidden } = vehicleFormVisibility(values);
    for (const f of TRAILER_FIELDS) expect(hidden.has(f)).toBe(trailerHidden);
    for (const f of DANGEROUS_GOODS_FIELDS) expect(hidden.has(f)).toBe(dangerousHidden);
    expect(hidden.has('plateNumber')).toBe(false);
  });

  it.each([
    [{ customTable: 'bd_vehicle' }, true],
    [{ resUrl: '/basic/vehicle/v2/list' }, true],
    [{ resUrl: '/basic/vehicle_type/v2/list' }, false],
    [{ customTable: 'bd_driver', resUrl: '/basic/driver/v2/list' }, false],
    [null, false],
  ])('isVehicleTemplate(%j) → %s', (t, expected) => {
    expect(isVehicleTemplate(t)).toBe(expected);
  });
});
