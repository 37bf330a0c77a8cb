/**
 * The client's tests drive the real app (started in-process by the backend's test harness, on
 * TEST_DATABASE_URL's PostgreSQL or embedded PGlite) through the client, over HTTP.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^@esthetics/domain$': '<rootDir>/../../domain/src/index.ts',
    '^@esthetics/api-client$': '<rootDir>/src/index.ts',
  },
  globalSetup: '<rootDir>/../../backend/test/support/global-setup.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
