/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  moduleNameMapper: { '^@esthetics/domain$': '<rootDir>/../domain/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Every answer a test gets through supertest is checked against openapi/openapi.json.
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-contract.setup.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
