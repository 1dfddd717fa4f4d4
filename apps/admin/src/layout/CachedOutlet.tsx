import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { useSession } from '@wb/api';
import { cachedViewKey, keptViews } from '@wb/ui';
import { KeptView } from './KeptView';

interface Cached {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

/** The key of the page on screen when it is no cached view: constant, so it behaves as a plain outlet. */
const CURRENT = '\u0000current';

/**
 * The routed page, with cached views (SPEC.md §2): a page whose menu entry has keepAlive stays mounted
 * while its tab is open (the ten most recent; `keptViews`) and comes back as it was left: search, page,
 * selection, scroll. Other pages are built anew on each visit, as a plain outlet does.
 */
export function CachedOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const menu = useSession((s) => s.menu);
  const tags = useSession((s) => s.tags);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const cache = useRef(new Map<string, Cached>());
  const order = useRef<string[]>([]);

  const active = cachedViewKey(menu, location.pathname);
  if (active) {
    // the page on screen: its latest element and address; it becomes the most recently used
    cache.current.set(active, { element: outlet, location, navigationType });
    if (order.current[order.current.length - 1] !== active) order.current = [...order.current.filter((k) => k !== active), active];
  }
  const kept = keptViews(order.current, active, tags);
  order.current = kept;
  for (const key of cache.current.keys()) if (!kept.includes(key)) cache.current.delete(key);

  return (
    <div ref={setSlot} className="wb-views" data-testid="page-views">
      {slot &&
        kept.map((key) => {
          const view = cache.current.get(key);
          if (!view) return null;
          return (
            <KeptView key={key} slot={slot} active={key === active} location={view.location} navigationType={view.navigationType} ownPopups>
              {view.element}
            </KeptView>
          );
        })}
      {slot && !active && (
        <KeptView key={CURRENT} slot={slot} active location={location} navigationType={navigationType}>
          {outlet}
        </KeptView>
      )}
    </div>
  );
}
