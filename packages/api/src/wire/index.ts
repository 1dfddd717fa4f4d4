// Wire types only: no axios, no React, so the server may import this subpath.
export type * from './envelope';
export type * from './auth';
export type * from './menu';
export type * from './home';
export type * from './records';
export type * from './attachments';
export type * from './systemServices';
export type * from './weighing';
export type * from './realtime';
export type * from './weighTicket';
export type * from './reports';
export type * from './flow';
export type * from './lowcode';
export type * from './scaleSettings';
export type * from './selfService';
