import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardDecision } from './decideGuard';

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
