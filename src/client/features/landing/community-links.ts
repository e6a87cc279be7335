/** Where the community meets and how to write to us (SPEC §1: footer and contact links). */
export const communityLinks = {
  forum: 'https://community.loreweave.app',
  discord: 'https://discord.gg/loreweave',
  telegram: 'https://t.me/loreweave',
} as const;

export const contactEmail = 'hello@loreweave.app';
