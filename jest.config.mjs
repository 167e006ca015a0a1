import nextJest from 'next/jest.js';

// next/jest compiles with SWC and loads next.config / .env like the app does.
const createJestConfig = nextJest({ dir: './' });

const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cms/', '<rootDir>/e2e/', '<rootDir>/.next'],
};

export default createJestConfig(config);
