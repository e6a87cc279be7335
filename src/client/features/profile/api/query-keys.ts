/** The caller's account: its key is built here and nowhere else. */
export const accountKey = () => ['account'] as const;
/** The caller's personal API tokens. */
export const apiTokensKey = () => ['account', 'api-tokens'] as const;
