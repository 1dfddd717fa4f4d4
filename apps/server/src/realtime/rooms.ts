/** Room names: a socket is only ever put in rooms of its own organisation (realtime/README.md). */
export const orgRoom = (orgId: string): string => `org:${orgId}`;
export const scaleRoom = (scaleId: string): string => `scale:${scaleId}`;
/** server-side only: lets a revoked session's sockets be found on every instance */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
