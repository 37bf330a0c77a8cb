/** Unit tests of the frontend's own logic; the browser tests (e2e/) run with Playwright. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleNameMapper: {
    '^@esthetics/domain$': '<rootDir>/../domain/src/index.ts',
    '\\.(webp|png|svg|css)$': '<rootDir>/test/file-stub.cjs',
  },
};
