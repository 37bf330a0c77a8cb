// The servers the e2e run starts (the app in playwright.config.ts, and the spare apps some specs start
// of their own) take a port from the helper the scripts and the backend's tests use too.
export { freePort } from '../../tools/local-processes.cjs';
