// The shell's own CSS, shipped as a string so the package needs no CSS loader in tests or in the server build.
export const SHELL_CSS = `
.wb-shell { min-height: 100vh; }
.wb-shell-header { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 12px; height: 56px; padding: 0 16px 0 12px; background: #fff; border-bottom: 1px solid #e3ecef; box-shadow: 0 1px 4px rgba(10, 63, 73, 0.06); line-height: normal; }
.wb-shell-header .wb-spacer { flex: 1; }
.wb-logo-bar { display: flex; align-items: center; gap: 10px; min-width: 0; }
.wb-logo-text { display: flex; flex-direction: column; line-height: 1.2; }
.wb-logo-title { font-size: 17px; font-weight: 600; color: #0a3f49; letter-spacing: 1px; white-space: nowrap; }
.wb-logo-sub { font-size: 12px; color: #6b8a92; white-space: nowrap; }
.wb-user-menu { display: inline-flex; align-items: center; gap: 8px; border: 0; background: transparent; cursor: pointer; padding: 4px 6px; border-radius: 6px; color: #1f3a40; font-size: 14px; }
.wb-user-menu:hover { background: #f0f7f9; }
.wb-shell-sider { position: sticky !important; top: 56px; height: calc(100vh - 56px); background: #0b3b46 !important; z-index: 15; }
.wb-shell-sider .ant-layout-sider-trigger { background: #082f38; }
.wb-sidemenu { position: relative; height: 100%; padding-top: 8px; }
.wb-sidemenu nav { display: flex; flex-direction: column; gap: 2px; height: calc(100% - 56px); overflow-y: auto; }
.wb-sidemenu-item { display: flex; align-items: center; gap: 10px; margin: 0 8px; padding: 10px 14px; border: 0; border-radius: 6px; background: transparent; color: rgba(255,255,255,0.78); font-size: 14px; cursor: pointer; text-align: left; white-space: nowrap; }
.wb-sidemenu-item:hover, .wb-sidemenu-item.is-hovered { background: rgba(255,255,255,0.1); color: #fff; }
.wb-sidemenu-item.is-active { background: #0e8a9c; color: #fff; }
.wb-sidemenu-icon { font-size: 16px; width: 18px; display: inline-flex; justify-content: center; }
.wb-menu-drawer { position: absolute; top: 0; left: 100%; height: 100%; width: 560px; max-width: calc(100vw - 220px); padding: 16px 20px; background: #fff; box-shadow: 6px 0 18px rgba(10, 63, 73, 0.16); overflow-y: auto; z-index: 30; }
.wb-menu-drawer-title { margin-top: 0 !important; padding-bottom: 8px; border-bottom: 1px solid #eef3f5; color: #0a3f49 !important; }
.wb-menu-drawer-sections { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 8px 20px; }
.wb-menu-drawer-section { display: flex; flex-direction: column; }
.wb-menu-drawer-group { margin: 10px 0 4px; font-size: 13px; font-weight: 600; color: #0e6f7e; }
.wb-menu-drawer-link { border: 0; background: transparent; text-align: left; padding: 5px 6px; border-radius: 4px; color: #33484d; cursor: pointer; font-size: 13px; }
.wb-menu-drawer-link:hover { background: #ebf6f9; color: #0e6f7e; }
.wb-shell-main { min-width: 0; }
.wb-shell-content { padding: 16px; min-height: calc(100vh - 56px - 40px); }
.wb-tabstrip { position: sticky; top: 56px; z-index: 12; height: 40px; padding: 6px 12px 0; background: #fff; border-bottom: 1px solid #e3ecef; }
.wb-tabstrip .ant-tabs-nav { margin: 0 !important; }
.wb-tabstrip .ant-tabs-nav::before { border-bottom: 0 !important; }
.wb-tabstrip .ant-tabs-content-holder { display: none; }
.wb-tabstrip .ant-tabs-tab { user-select: none; }
.wb-tabstrip-more { margin-left: 8px; }
`;
