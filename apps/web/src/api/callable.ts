import { createCallableClient } from '@tolk/client';
import { API_BASE_URL } from './config';
import { getBearerToken } from './bearerToken';

/** The callable functions of the API server, typed from the contract's FUNCTIONS table. */
export const callable = createCallableClient({
  baseUrl: API_BASE_URL,
  getAuthToken: () => getBearerToken(),
  validateOutput: import.meta.env.DEV,
});
