import { setupServer } from 'msw/node';

/**
 * The tests' one fake API, at the network: it answers the app's own fetch calls. It starts with no
 * handlers; a test adds its answers with `mockApi` (./mock-api.ts), and src/test/setup.ts removes
 * them after each test and fails a test that called anything else.
 */
export const server = setupServer();
