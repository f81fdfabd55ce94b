export * from './envelope.js';
export * from './health.js';
export * from './admin-auth.js';
