// Wire types only: no axios, no React, so the server may import this subpath.
export type * from './envelope';
export type * from './auth';
export type * from './menu';
export type * from './home';
export type * from './records';
