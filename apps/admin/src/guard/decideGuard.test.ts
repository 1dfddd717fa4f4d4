import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardDecision } from './decideGuard';
import { DETAIL_REDIRECT_TTL_MS, isDetailAddress, readStoredDetailRedirect } from './detailRedirect';

const base = { lockPath: '/lock', homePath: '/clouds/index' };
const allow: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

describe('decideGuard (SPEC.md §2)', () => {
  it.each([
    // path, signedIn, locked, decision
    ['/', false, false, to('/login')],
    ['/', true, false, to('/clouds/index')],
    ['/clouds/index', false, false, to('/login')],
    ['/clouds/index', true, false, allow],
    ['/editpwd', false, false, to('/login')],
    ['/editpwd', true, false, allow],
    ['/modules/basic/vehicle/index', false, false, to('/login')],
    ['/no/such/page', false, false, to('/login')],
    ['/no/such/page', true, false, allow],
    ['/login', false, false, allow],
    ['/login', true, false, to('/')],
    ['/login/', true, false, to('/')],
    ['/clouds/index', true, true, to('/lock')],
    ['/login', true, true, to('/lock')],
    ['/', true, true, to('/lock')],
    ['/lock', true, true, allow],
    ['/lock', false, false, allow],
    ['/403', false, false, allow],
    ['/404', false, false, allow],
    ['/500', false, false, allow],
    ['/401', false, false, allow],
    ['/forgetpwd', false, false, allow],
    ['/register', false, false, allow],
    // the consent page is open: it sends a signed-out visitor to /login?redirect= itself (GrantAuthPage)
    ['/grantAuth', false, false, allow],
    ['/grantAuth', true, false, allow],
    ['/appDownload', false, false, allow],
    ['/myiframe/map', false, false, to('/login')],
    ['/myiframe/map', true, false, allow],
    ['/template-free', false, false, to('/login')],
    ['/factoryvehicle/index', false, false, allow],
    ['/dayInformation/index', false, false, allow],
  ] as const)('%s (signed in %s, locked %s)', (path, signedIn, locked, decision) => {
    expect(decideGuard({ ...base, path, signedIn, locked })).toEqual(decision);
  });

  it('keeps /login while a sign-in is still loading the user (tokens are stored first)', () => {
    expect(decideGuard({ ...base, path: '/login', signedIn: true, locked: false, signingIn: true })).toEqual(allow);
    expect(decideGuard({ ...base, path: '/login', signedIn: true, locked: false, signingIn: false })).toEqual(to('/'));
  });

  it('uses the configured lock path', () => {
    expect(decideGuard({ ...base, lockPath: '/screen-lock', path: '/clouds/index', signedIn: true, locked: true })).toEqual(to('/screen-lock'));
  });
});

describe('decideGuard: the stored detail redirect (SPEC.md §2)', () => {
  const detail = { ...base, isDetail: isDetailAddress };
  it('a signed-out visit to one record’s page goes to /login and stores the address', () => {
    expect(decideGuard({ ...detail, path: '/activti/detail/f1', signedIn: false, locked: false })).toEqual({
      kind: 'redirect',
      to: '/login',
      storeDetail: '/activti/detail/f1',
    });
    expect(decideGuard({ ...detail, path: '/modules/purorder/pu_registry/edit', search: '?type=update&id=r1', signedIn: false, locked: false })).toMatchObject({
      storeDetail: '/modules/purorder/pu_registry/edit?type=update&id=r1',
    });
    // a list page is no record's page: nothing stored
    expect(decideGuard({ ...detail, path: '/modules/basic/vehicle/index', signedIn: false, locked: false })).toEqual(to('/login'));
  });

  it('the first landing on a home page after sign-in follows it once', () => {
    for (const path of ['/', '/clouds/index', '/clouds']) {
      expect(decideGuard({ ...detail, path, signedIn: true, locked: false, detailRedirect: '/activti/detail/f1' })).toEqual({
        kind: 'redirect',
        to: '/activti/detail/f1',
        clearDetail: true,
      });
    }
  });

  it('waits through the sign-in and the initial-password detour; locked, the lock page comes first', () => {
    const stored = { ...detail, signedIn: true, locked: false, detailRedirect: '/activti/detail/f1' };
    expect(decideGuard({ ...stored, path: '/login', signingIn: true })).toEqual(allow);
    expect(decideGuard({ ...stored, path: '/clouds/index', signingIn: true })).toEqual(allow);
    expect(decideGuard({ ...stored, path: '/editpwd' })).toEqual(allow);
    expect(decideGuard({ ...stored, path: '/clouds/index', locked: true })).toEqual(to('/lock'));
  });

  it('a sign-in that went elsewhere on purpose drops it', () => {
    expect(decideGuard({ ...detail, path: '/modules/basic/vehicle/index', signedIn: true, locked: false, detailRedirect: '/activti/detail/f1' })).toEqual({
      kind: 'allow',
      clearDetail: true,
    });
  });
});

describe('the stored detail redirect itself', () => {
  it('tells one record’s page from the rest', () => {
    expect(isDetailAddress('/activti/detail/f1', '')).toBe(true);
    expect(isDetailAddress('/modules/sale/sa_registry/edit', '?id=r1')).toBe(true);
    expect(isDetailAddress('/modules/measure/weigh/weigh', '?id=w1')).toBe(true);
    expect(isDetailAddress('/modules/sale/sa_registry/edit', '?type=create')).toBe(false);
    expect(isDetailAddress('/modules/basic/vehicle/index', '?id=v1')).toBe(false);
  });

  it('reads back only a fresh path of this site', () => {
    const now = 1_000_000_000;
    const raw = (to: unknown, at: unknown) => JSON.stringify({ to, at });
    expect(readStoredDetailRedirect(raw('/activti/detail/f1', now - 1000), now)).toBe('/activti/detail/f1');
    expect(readStoredDetailRedirect(raw('/activti/detail/f1', now - DETAIL_REDIRECT_TTL_MS - 1), now)).toBeNull();
    expect(readStoredDetailRedirect(raw('//evil.example/x', now), now)).toBeNull();
    expect(readStoredDetailRedirect(raw('https://evil.example/', now), now)).toBeNull();
    expect(readStoredDetailRedirect(raw('/login?x=1', now), now)).toBeNull();
    expect(readStoredDetailRedirect(raw(42, now), now)).toBeNull();
    expect(readStoredDetailRedirect('not json', now)).toBeNull();
    expect(readStoredDetailRedirect(null, now)).toBeNull();
  });
});
