/**
 * Name whitelists of the low-code designer. Every name an administrator types that may later be
 * used as a field key, a column or a table is checked against one of these patterns: a name
 * either has the shape of an identifier or it is refused, whatever characters it holds.
 */

/** A template field name (wire key; a declared column is its snake_case). */
export const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,63}$/;
/** A template code (cg_format.format_code, the one the read routes take). */
export const FORMAT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
/** A table a template field may belong to (customTable, opations.main/son). */
export const TABLE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
/** A custom table published by the designer. */
export const CUSTOM_TABLE_NAME = /^cg_[a-z][a-z0-9_]{0,40}$/;
/** A custom table's column (snake_case, lower case). */
export const COLUMN_NAME = /^[a-z][a-z0-9_]{0,40}$/;
/** A server path a template calls (resUrl, treeResUrl); `{search}` is the one placeholder. */
export const RES_URL = /^\/[A-Za-z0-9_\-/.]*(\{search\}[A-Za-z0-9_\-/.]*)?$/;
/** An enum / type code. */
export const CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
