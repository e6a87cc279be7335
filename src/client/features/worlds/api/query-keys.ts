/** The caller's world list (names, addresses, roles): its key is built here and nowhere else. */
export const worldsKey = () => ['worlds'] as const;
