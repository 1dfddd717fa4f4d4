/** SPEC §9: 15 px per label character plus 30, plus 15 more when the column is editable. */
export function columnMinWidth(label: string, editable: boolean): number {
  return 15 * [...label].length + 30 + (editable ? 15 : 0);
}
