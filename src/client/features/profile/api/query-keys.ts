/** The caller's account: its key is built here and nowhere else. */
export const accountKey = () => ['account'] as const;
