// The helpers of the scripts that start the app on this machine (bench/run.mjs,
// docker/test-image.mjs, frontend/scripts/app-server.mjs), as ES module exports: they live in
// local-processes.cjs, which the backend's and the browser tests load too.
export { freePort, heldRequest, refused, sql } from './local-processes.cjs';
