/** The part of yarn-bound (an independent Yarn Spinner 2 runner, a dev dependency) the tests use. */
declare module 'yarn-bound' {
  interface Markup {
    name: string;
    properties?: Record<string, unknown>;
  }
  interface Line {
    text: string;
    hashtags: string[];
    markup?: Markup[];
  }
  interface Option extends Line {
    isAvailable: boolean;
  }
  class TextResult implements Line {
    text: string;
    hashtags: string[];
    markup?: Markup[];
    isDialogueEnd?: boolean;
  }
  class OptionsResult {
    options: Option[];
    isDialogueEnd?: boolean;
  }
  class CommandResult {
    command: string;
    isDialogueEnd?: boolean;
  }
  export default class YarnBound {
    static TextResult: typeof TextResult;
    static OptionsResult: typeof OptionsResult;
    static CommandResult: typeof CommandResult;
    constructor(options: {
      dialogue: string;
      startAt?: string;
      variableStorage?: { get(name: string): unknown; set(name: string, value: unknown): void };
    });
    currentResult: TextResult | OptionsResult | CommandResult | { isDialogueEnd: true } | null;
    advance(optionIndex?: number): void;
  }
}
