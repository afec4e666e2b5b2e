// The API contract shared by the reference server and the client (docs/api.md describes it).
export * from '../shared/call';
export * from '../shared/envelope';
export * from '../login/contract';
export * from '../app/contract';
export * from '../dashboard/contract';
export * from '../notice/contract';
export * from '../alerts/contract';
export * from '../dashboard/schedule-contract';
export * from '../business-card/contract';
export * from '../edu-qr/contract';
export * from '../edu-qr/history-contract';
export * from '../sign-up/contract';
export * from '../outside-sites/contract';
export * from '../settings/contract';
export * from '../popups/contract';
