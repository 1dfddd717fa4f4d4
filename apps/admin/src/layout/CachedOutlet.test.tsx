import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { sessionStore, type MenuItem } from '@wb/api';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedOutlet } from './CachedOutlet';

const leaf = (id: string, path: string, keepAlive: boolean): MenuItem => ({
  id,
  title: id,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: id,
  keepAlive,
  menuParentId: null,
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children: [],
});
const MENU = [leaf('kept-a', '/a/index', true), leaf('kept-b', '/b/index', true), leaf('plain', '/p/index', false)];
const tabOf = (id: string, path: string) => ({ label: id, value: path, id, menuId: id, path });

/** A page with state of its own: a counter, and the address it sees. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const location = useLocation();
  return (
    <div data-testid="page">
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name}:{count}
      </button>
      <span data-testid={`seen-${name}`}>{location.pathname}</span>
    </div>
  );
}

let goTo: (path: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

const visit = (path: string) => act(() => goTo(path));

describe('CachedOutlet', () => {
  beforeEach(() => {
    // jsdom has no scrolling
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    sessionStore.setState({
      menu: MENU,
      tags: [tabOf('kept-a', '/a/index'), tabOf('kept-b', '/b/index'), tabOf('plain', '/p/index')],
    });
    render(
      <MemoryRouter initialEntries={['/a/index']}>
        <Navigator />
        <Routes>
          <Route element={<CachedOutlet />}>
            <Route path="/a/index" element={<Counter name="a" />} />
            <Route path="/b/index" element={<Counter name="b" />} />
            <Route path="/p/index" element={<Counter name="p" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.setState({ menu: [], tags: [] });
  });

  it('keeps a keepAlive page mounted while away, out of the document, seeing its own address', () => {
    fireEvent.click(screen.getByRole('button', { name: 'a:0' }));
    fireEvent.click(screen.getByRole('button', { name: 'a:1' }));
    visit('/b/index');
    // only the page on screen is in the document
    expect(screen.getAllByTestId('page')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'b:0' })).toBeTruthy();
    expect(screen.queryByText(/^a:/)).toBeNull();
    visit('/a/index');
    expect(screen.getByRole('button', { name: 'a:2' })).toBeTruthy();
    expect(screen.getByTestId('seen-a').textContent).toBe('/a/index');
  });

  it('builds a page without keepAlive anew on each visit', () => {
    visit('/p/index');
    fireEvent.click(screen.getByRole('button', { name: 'p:0' }));
    expect(screen.getByRole('button', { name: 'p:1' })).toBeTruthy();
    visit('/a/index');
    visit('/p/index');
    expect(screen.getByRole('button', { name: 'p:0' })).toBeTruthy();
  });

  it('lets a page go when its tab is closed', () => {
    fireEvent.click(screen.getByRole('button', { name: 'a:0' }));
    visit('/b/index');
    act(() => sessionStore.setState({ tags: [tabOf('kept-b', '/b/index')] }));
    visit('/a/index');
    expect(screen.getByRole('button', { name: 'a:0' })).toBeTruthy();
  });
});
