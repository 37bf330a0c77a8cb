// Loads the app's own embedded-database module from its TypeScript source.
require('ts-node').register({
  transpileOnly: true,
  project: require('node:path').join(__dirname, '../../tsconfig.json'),
});
module.exports = require('../../src/database/embedded-database.ts');
