// The API contract shared by the reference server and the client (docs/api.md describes it).
export * from './call';
export * from './envelope';
export * from './auth';
export * from './app-info';
export * from './dashboard';
export * from './notice';
export * from './alarm';
export * from './schedule';
export * from './profile';
export * from './edu-qr';
export * from './edu-qr-history';
export * from './qr';
export * from './outside-sites';
export * from './settings';
export * from './popup';
