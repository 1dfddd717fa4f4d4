/** A node of the user's menu tree (SPEC.md §3 menu item). */
export interface MenuItem {
  id: string;
  title: string;
  /** route path, e.g. /modules/basic/vehicle; leaves get /index appended on the client */
  path: string;
  urlPath: string | null;
  component: string | null;
  icon: string | null;
  query: string | null;
  uuid: string;
  keepAlive: boolean;
  menuParentId: string | null;
  /** whether it is the user's favourite */
  ownMenu: boolean;
  /** can be favourited */
  iusual: boolean;
  /** entries flagged as app belong to the handset app and are removed from web routes */
  isApp: boolean;
  /** route can be opened without sign-in */
  isAuth: boolean;
  buttonUrls: string | null;
  children: MenuItem[];
}

/** A button of a menu page; shown only when permission is empty or in the caller's permission map. */
export interface MenuButton {
  id: string;
  menuId: string;
  name: string;
  /** e.g. sys:vehicle:add */
  permission: string;
  /** action code the page runs: add, edit, delete, audit … */
  code: string;
  seq: number;
  isApp: boolean;
}
