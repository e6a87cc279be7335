import { atom } from 'jotai';
import type { BannerMessage } from './error-messages';
import { appStore } from './session';

export interface BannerEntry extends BannerMessage {
  id: number;
}

/** The messages the error banner shows (SPEC §8); cleared on navigation. */
export const bannerAtom = atom<BannerEntry[]>([]);
let nextId = 1;

export function showBannerMessages(messages: BannerMessage[]): void {
  if (messages.length === 0) return;
  const current = appStore.get(bannerAtom);
  const fresh = messages
    .filter((message) => !current.some((entry) => entry.text === message.text))
    .map((message) => ({ ...message, id: nextId++ }));
  if (fresh.length) appStore.set(bannerAtom, [...current, ...fresh]);
}

export function dismissBannerMessage(id: number): void {
  appStore.set(bannerAtom, (entries) => entries.filter((entry) => entry.id !== id));
}

export function clearBanner(): void {
  if (appStore.get(bannerAtom).length) appStore.set(bannerAtom, []);
}
