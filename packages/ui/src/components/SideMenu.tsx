import { Empty, Typography } from 'antd';
import { useState } from 'react';
import type { MenuItem } from '@wb/api';
import { drawerSections } from '../logic/drawerSections';
import { MenuIcon } from './MenuIcon';

export interface SideMenuProps {
  menu: MenuItem[];
  collapsed: boolean;
  activePath: string;
  onOpenItem: (item: MenuItem) => void;
}

function containsPath(item: MenuItem, path: string): boolean {
  if (item.path && (path === item.path || (item.children.length === 0 && path.startsWith(item.path.replace(/\/index$/, '') + '/')))) return true;
  return item.children.some((child) => containsPath(child, path));
}

/**
 * The left sidebar: top-level menus only. Hovering one opens a drawer of its second-level groups and
 * items; it closes when the mouse leaves the sidebar and drawer, or when an item is opened.
 */
export function SideMenu({ menu, collapsed, activePath, onOpenItem }: SideMenuProps) {
  const [hovered, setHovered] = useState<MenuItem | null>(null);
  const open = (item: MenuItem) => {
    setHovered(null);
    onOpenItem(item);
  };
  const sections = hovered ? drawerSections(hovered) : [];

  return (
    <div className="wb-sidemenu" onMouseLeave={() => setHovered(null)} data-testid="side-menu">
      <nav aria-label="主菜单">
        {menu.map((item) => {
          const active = containsPath(item, activePath);
          const isHovered = hovered?.id === item.id;
          return (
            <button
              type="button"
              key={item.id}
              className={`wb-sidemenu-item${active ? ' is-active' : ''}${isHovered ? ' is-hovered' : ''}`}
              title={collapsed ? item.title : undefined}
              onMouseEnter={() => setHovered(item.children.length > 0 ? item : null)}
              onFocus={() => setHovered(item.children.length > 0 ? item : null)}
              onClick={() => (item.children.length === 0 ? open(item) : setHovered(item))}
            >
              <span className="wb-sidemenu-icon">
                <MenuIcon hint={`${item.icon ?? ''} ${item.path} ${item.title}`} />
              </span>
              {!collapsed && <span className="wb-sidemenu-label">{item.title}</span>}
            </button>
          );
        })}
      </nav>
      {hovered && (
        <div className="wb-menu-drawer" role="dialog" aria-label={hovered.title} data-testid="menu-drawer">
          <Typography.Title level={5} className="wb-menu-drawer-title">
            {hovered.title}
          </Typography.Title>
          {sections.length === 0 && <Empty description="暂无数据" />}
          <div className="wb-menu-drawer-sections">
            {sections.map((section) => (
              <section key={section.id} className="wb-menu-drawer-section">
                <div className="wb-menu-drawer-group">{section.title}</div>
                {section.items.map((leaf) => (
                  <button type="button" key={leaf.id} className="wb-menu-drawer-link" onClick={() => open(leaf)}>
                    {leaf.title}
                  </button>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
