/** The test runner's environment (TEST_DATABASE_URL, PATH): test support reads it only here. */
export const testEnv = process.env;
