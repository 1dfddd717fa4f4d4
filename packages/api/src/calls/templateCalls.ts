// Template calls of apps/server/src/templates (SPEC.md §7): the client asks by menu and type, or by id.
import { ApiError } from '../client/ApiError';
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, FormatType, FormatView, LinkPairRow, SearchParameterAnswer } from '../wire';
import { unwrap } from './unwrap';

/**
 * GET /optimus_prime/cg-format/menu?formatType=&menuId=: the menu's template of that type, or null
 * when the menu has none. Silent: SPEC.md §8 says template failures are not surfaced.
 */
export async function fetchMenuTemplate(menuId: string, formatType: FormatType): Promise<FormatView | null> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<FormatView | null>>('/optimus_prime/cg-format/menu', {
      params: { formatType, menuId },
      silent: true,
    }),
  );
}

/** GET /optimus_prime/cg-format/resource/:id: the popup template; null when it does not exist. */
export async function fetchResourceTemplate(id: string): Promise<FormatView | null> {
  try {
    return unwrap(
      await apiClient.http.get<ApiEnvelope<FormatView>>(`/optimus_prime/cg-format/resource/${encodeURIComponent(id)}`, {
        silent: true,
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /optimus_prime/cg-format-form-sub-param/getparams?resFormatSubId=: the link pairs of a picker field. */
export async function fetchLinkPairs(resFormatSubId: string): Promise<LinkPairRow[]> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<LinkPairRow[]>>('/optimus_prime/cg-format-form-sub-param/getparams', {
      params: { resFormatSubId },
      silent: true,
    }),
  );
}

/** GET /optimus_prime/cg-format-param/list/:formatId: the template's search parameters. */
export async function fetchSearchParameters(formatId: string): Promise<SearchParameterAnswer> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<SearchParameterAnswer>>(
      `/optimus_prime/cg-format-param/list/${encodeURIComponent(formatId)}`,
      { silent: true },
    ),
  );
}

/**
 * GET /optimus_prime/cg-format/type/subs/:id: a format template by id (style, form fields, resMethod,
 * resUrl, opations) — what the detail popup renders; null when it does not exist. Silent (SPEC.md §8).
 */
export async function fetchFormatSubs(id: string): Promise<FormatView | null> {
  try {
    const view = unwrap(
      await apiClient.http.get<ApiEnvelope<FormatView | null>>(`/optimus_prime/cg-format/type/subs/${encodeURIComponent(id)}`, {
        silent: true,
      }),
    );
    // the by-id view carries the form fields only; the other lists default to empty
    return view ? { ...view, formSubList: view.formSubList ?? [], listSubList: view.listSubList ?? [], resSubList: view.resSubList ?? [] } : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
