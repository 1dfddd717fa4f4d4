import { apiClient } from '../client/apiClient';
import type { ApiEnvelope } from '../wire';
import { unwrap } from './unwrap';

/** A node of the inventory category tree (SPEC.md §3: up to 4 levels). */
export interface InventoryClassNode {
  id: string;
  text: string;
  name?: string;
  code?: string;
  parent?: string | null;
  children?: InventoryClassNode[];
  hasChildren?: boolean;
  leaf?: boolean;
  enabled?: boolean;
  state?: { disabled?: boolean };
}

/** GET /basic/inventory-class/tree: the material picker's category tree. Silent (SPEC.md §8: failed tree fetches are). */
export async function fetchInventoryClassTree(): Promise<InventoryClassNode[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<InventoryClassNode[]>>('/basic/inventory-class/tree', { silent: true }));
}
