import { ConfigProvider } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_LocationContext, type Location, type NavigationType } from 'react-router-dom';

export interface KeptViewProps {
  /** where the shown view goes */
  slot: HTMLElement;
  /** shown (in the slot) or kept aside */
  active: boolean;
  /** the address the view was last shown at: what useLocation answers inside it */
  location: Location;
  navigationType: NavigationType;
  /**
   * The page's dialogs, drawers and drop-downs open inside its own div rather than in the body, so a kept
   * page's closed-but-mounted dialog leaves the document with it (a cached view sets this).
   */
  ownPopups?: boolean;
  children: ReactNode;
}

interface Saved {
  windowY: number;
  inner: [Element, number, number][];
  title: string;
}

/** Elements inside `root` scrolled away from their start (a table body, a tree panel …). */
function scrolledElements(root: Element): [Element, number, number][] {
  const out: [Element, number, number][] = [];
  for (const el of root.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) out.push([el, el.scrollTop, el.scrollLeft]);
  return out;
}

/**
 * One page behind the tab strip. It renders into a div of its own that sits in the slot while the page
 * is shown and is taken out of the document while it is not: a kept page keeps its state (React keeps
 * it mounted) but is not in the document, so it never answers a query of the page, a test locator or
 * the keyboard (nor do its dialogs: `ownPopups`).
 * Inside, useLocation answers the page's own address (the one it was last shown at), so a kept page does
 * not follow the address of the page on screen.
 */
export function KeptView({ slot, active, location, navigationType, ownPopups = false, children }: KeptViewProps) {
  const [host] = useState(() => {
    const div = document.createElement('div');
    div.className = 'wb-kept-view';
    return div;
  });
  const context = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const popupContainer = useCallback(() => host, [host]);
  const page = <UNSAFE_LocationContext.Provider value={context}>{children}</UNSAFE_LocationContext.Provider>;
  return (
    <>
      {/* before the portal: its layout effect puts the host in place before the page's own run */}
      <HostPlacement slot={slot} host={host} active={active} />
      {createPortal(ownPopups ? <ConfigProvider getPopupContainer={popupContainer}>{page}</ConfigProvider> : page, host)}
    </>
  );
}

/**
 * Puts the host into the slot while active and takes it out otherwise. Layout effects: the page being
 * left is taken out (clean-up, in the commit's mutation phase) before the page being shown goes in, so the
 * screen never shows both or neither; leaving remembers the scroll positions and the title, coming back
 * restores them.
 */
function HostPlacement({ slot, host, active }: { slot: HTMLElement; host: HTMLElement; active: boolean }) {
  const saved = useRef<Saved | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    slot.appendChild(host);
    const back = saved.current;
    window.scrollTo(0, back?.windowY ?? 0);
    if (back) {
      for (const [el, top, left] of back.inner) {
        el.scrollTop = top;
        el.scrollLeft = left;
      }
      document.title = back.title;
    }
    return () => {
      saved.current = { windowY: window.scrollY, inner: scrolledElements(host), title: document.title };
      host.remove();
    };
  }, [active, slot, host]);
  return null;
}
