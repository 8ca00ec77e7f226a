import {defineConfig} from 'vitest/config';

/**
 * Tests of the built site (build/, or BUILD_DIR): run after `npm run build` with `npm run test:built`.
 * Kept out of `npm run test:unit`, which runs before the build.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
