import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

const upper = (v: unknown): unknown => (typeof v === 'string' ? v.toUpperCase() : v);

/** 车辆: the full vehicle form of SPEC.md §3; 是/否 fields keep the words themselves. */
export const vehicle: EntityDef = {
  ...basicEntityNames('vehicle', '车辆'),
  fields: fieldMap({
    plateNumber: 'text',
    carType: 'text',
    plateType: 'text',
    name: 'text',
    vehicleLength: 'number',
    axleType: 'text',
    capacityTonnage: 'number',
    annualReviewDate: 'date',
    qualifications: 'text',
    uninstall: 'text',
    carOwner: 'text',
    carOwnerMobile: 'text',
    carrierCompanyId: 'uuid',
    carrierCompanyName: 'text',
    mainVehicleDrivingLicense: 'text',
    mainVehicleRoadTransportLicense: 'text',
    mainVehicleRoadTransportLicenseValidityPeriod: 'day',
    hasTrailer: 'text',
    trailerPlateNumber: 'text',
    trailerDrivingLicense: 'text',
    trailerRoadTransportLicense: 'text',
    trailerRoadTransportLicenseValidityPeriod: 'day',
    isDangerousChemicals: 'text',
    dangerousChemicalsRoadTransportLicense: 'text',
    roadTransportLicense: 'text',
    roadTransportLicenseValidityPeriod: 'day',
    // image attachment ids (POST /attachment/upload with kind image and this field)
    mainVehiclePhoto: 'image',
    drivingLicensePhoto: 'image',
    roadOperationLicensePhoto: 'image',
  }),
  required: ['plateNumber'],
  unique: [{ field: 'plateNumber', message: '车牌号已存在', index: 'bd_vehicle_plate_uq' }],
  labelField: 'plateNumber',
  keywordFields: ['plateNumber', 'carOwner'],
  selectFields: ['plateNumber', 'carType', 'capacityTonnage', 'carrierCompanyId', 'carrierCompanyName'],
  normalize(row) {
    // SPEC §5: plate numbers are upper-cased as typed.
    if ('plateNumber' in row) row.plateNumber = upper(row.plateNumber);
    if ('trailerPlateNumber' in row) row.trailerPlateNumber = upper(row.trailerPlateNumber);
  },
};
