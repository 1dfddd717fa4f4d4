/** Trailer fields of the vehicle form: shown only when hasTrailer is 是 (SPEC.md §3). */
export const TRAILER_FIELDS = [
  'trailerPlateNumber',
  'trailerDrivingLicense',
  'trailerRoadTransportLicense',
  'trailerRoadTransportLicenseValidityPeriod',
] as const;

/** Dangerous-goods fields: shown only when isDangerousChemicals is 是. */
export const DANGEROUS_GOODS_FIELDS = [
  'dangerousChemicalsRoadTransportLicense',
  'roadTransportLicense',
  'roadTransportLicenseValidityPeriod',
] as const;

/** The vehicle form's hidden fields for the values typed so far. */
export function vehicleFormVisibility(values: Readonly<Record<string, unknown>>): { hidden: ReadonlySet<string> } {
  const hidden = new Set<string>();
  if (values.hasTrailer !== '是') TRAILER_FIELDS.forEach((f) => hidden.add(f));
  if (values.isDangerousChemicals !== '是') DANGEROUS_GOODS_FIELDS.forEach((f) => hidden.add(f));
  return { hidden };
}

/** Whether a template is the vehicle entity's (its table or its record path). */
export function isVehicleTemplate(template: { customTable?: string; resUrl?: string } | null | undefined): boolean {
  if (!template) return false;
  return template.customTable === 'bd_vehicle' || /\/basic\/vehicle(\/|$)/.test(template.resUrl ?? '');
}
