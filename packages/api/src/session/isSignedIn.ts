import type { SessionData } from './types';

/** Signed in means an access token is held and was not declared invalid. */
export function isSignedIn(state: Pick<SessionData, 'access_token' | 'is_token_invalid'>): boolean {
  return state.access_token !== '' && !state.is_token_invalid;
}
