/** The operator api key the e2e's api runs with (playwright.config.ts), so tests can act as the back office. */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef-not-secret';
