/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/**/*.fixture.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 95, branches: 90 } },
};
