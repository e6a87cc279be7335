import { createContext, useContext } from 'react';
import type { PlayHeat } from '../../model/play-heat';

/** The playtest heat the builder lays over its nodes; null while the overlay is off. */
export const PlayHeatContext = createContext<PlayHeat | null>(null);

export const usePlayHeat = () => useContext(PlayHeatContext);
