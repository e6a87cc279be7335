/**
 * The part of extwee (a Twee 3 parser and writer, used by tests only) the
 * tests call. Its own declarations are not reachable through its package
 * "exports", so TypeScript would read the module as untyped.
 */
declare module 'extwee' {
  export class Passage {
    constructor(name?: string, text?: string, tags?: string[], metadata?: object);
    name: string;
    text: string;
    tags: string[];
    metadata: Record<string, unknown>;
    toTwee(): string;
  }

  export class Story {
    constructor(name?: string);
    name: string;
    IFID: string;
    start: string;
    format: string;
    formatVersion: string;
    passages: Passage[];
    addPassage(passage: Passage): number;
    getPassageByName(name: string): Passage | null;
    toTwee(): string;
  }

  export function parseTwee(fileContents: string): Story;
}
