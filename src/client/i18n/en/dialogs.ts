/** Dialogs: the list, the builder, the player, exports, variables and the meta schema. */
export const dialogsEn = {
  DIALOGS: {
    TITLE: 'Dialogs',
    ADD_NODE: 'Add node',
    NODE_KIND: { text: 'Text', character: 'Character line', custom: 'Custom' },
    /** What a screen reader hears on a focused node of the builder's canvas. */
    NODE_ARIA: {
      NODE: '{{kind}}: {{text}}',
      SPOKEN: '{{kind}}, {{speaker}}: {{text}}',
      CHOICES_one: '{{count}} choice',
      CHOICES_other: '{{count}} choices',
      WARNINGS_one: '{{count}} warning',
      WARNINGS_other: '{{count}} warnings',
      LEADS_ON: 'Leads on',
    },
    UNDO: 'Undo',
    REDO: 'Redo',
    AUTO_LAYOUT: 'Auto-layout',
    CANCEL_LAYOUT: 'Stop layout',
    FIT: 'Show the whole dialog',
    MINIMAP: 'Map of the dialog: drag to move the view, scroll to zoom',
    MODE: { BUILD: 'Build', PLAY: 'Play' },
    START_NODE: 'Starting node',
    SET_START: 'Set as a starting node',
    DELETE_NODE: 'Delete node',
    DELETE_NODES_TEXT_one: 'The selected node and every link to it will be deleted.',
    DELETE_NODES_TEXT_other: 'The {{count}} selected nodes and every link to them will be deleted.',
    DELETE_CHOICE: 'Delete the choice',
    EMPTY_TEXT: 'No text yet',
    EMPTY_CHOICE: 'Empty choice',
    ENDS_HERE: 'Ends here',
    NEXT: 'Next',
    NO_SPEAKER: 'No speaker chosen',
    UNKNOWN_DOCUMENT: 'Unknown document',
    MOVE_UP: 'Move up',
    MOVE_DOWN: 'Move down',
    VARIABLE: 'Variable',
    OPERATION: 'Operation',
    OPERATOR: 'Comparison',
    VALUE: 'Value',
    TRUE: 'true',
    FALSE: 'false',
    SPEAKER: 'Speaker',
    NAME: 'Name',
    KIND: { linear: 'Linear', branching: 'Branching' },
    VARIABLE_TYPE: { boolean: 'Yes/no', integer: 'Integer', text: 'Text' },
    PLAYER: {
      NEXT: 'Next',
      FINISH: 'Finish',
      RESTART: 'Restart',
      END: 'End',
      THE_END: 'The end',
      STEPS_one: '{{count}} step played',
      STEPS_other: '{{count}} steps played',
      KEYS: 'Keys: 1–9 pick a choice, Enter goes on, R restarts.',
      NO_START:
        'The dialog has no starting node: select a node and press “Set as a starting node”.',
      LANGUAGE: 'Language to play in',
    },
    VARIABLES: {
      TITLE: 'Variables',
      NAME: 'Name',
      TYPE: 'Type',
      DEFAULT: 'Default value',
      DEFAULT_WRONG: 'Does not suit the type',
      COMMENTARY: 'Commentary',
      ADD: 'Add a variable',
      EDIT: 'Edit the variable',
      NAME_HINT: 'Small latin letters and underscore, such as paid_toll',
      HINT: 'Values that dialog choices check and dialog nodes set, shared by every dialog of the world.',
      EMPTY: 'No variables yet.',
      USED_BY: 'Used by',
      DELETE_TEXT: 'The variable {{name}} will be deleted.',
      DELETE_USED_one:
        'The variable {{name}} will be deleted, and its conditions and assignments removed from {{count}} dialog.',
      DELETE_USED_other:
        'The variable {{name}} will be deleted, and its conditions and assignments removed from {{count}} dialogs.',
    },
    META: {
      TITLE: 'Meta schema',
      NAME: 'Name',
      TYPE: 'Type',
      COMMENTARY: 'Commentary',
      ADD: 'Add a field',
      EDIT: 'Edit the field',
      EMPTY: 'No fields yet.',
      DELETE_TEXT:
        'The field {{name}} will be deleted, and its values removed from every custom node.',
      HINT: 'Fields that custom nodes carry, such as a camera angle or a sound cue.',
    },
    BACK: 'All dialogs',
    LOAD_FAILED: 'The dialog could not be loaded',
    MENTIONED_one: 'Mentioned documents ({{count}})',
    MENTIONED_other: 'Mentioned documents ({{count}})',
    MENTIONED_NONE: 'No document of the world speaks in this dialog yet.',
    SAVE: {
      SAVED: 'Saved',
      SAVING: 'Saving…',
      UNSAVED: 'Unsaved changes',
      FAILED: 'Could not save',
      RETRY: 'Save again',
    },
    LEAVE: {
      TITLE: 'Your changes are not saved',
      TEXT: 'Stay to keep them and try again, or leave without them.',
      CONFIRM: 'Leave and lose the changes',
      STAY: 'Keep editing',
    },
    SEARCH: {
      PLACEHOLDER: 'Find a node…',
      LABEL: 'Find a node by its text or speaker',
      NOTHING: 'No node has this text',
    },
    CONFLICT: {
      TEXT: 'Someone else saved this dialog while you were editing it. Keep your version over theirs, or take theirs and drop your unsaved changes.',
      MINE: 'Keep mine',
      THEIRS: 'Take theirs',
    },
    LIST: {
      CREATE: 'New dialog',
      KIND: 'Kind',
      BRANCHING_HINT: 'Nodes on a canvas, linked by choices that may depend on variables.',
      LINEAR_HINT: 'An ordered list of lines, played one after another.',
      TOTAL_one: '{{count}} dialog',
      TOTAL_other: '{{count}} dialogs',
      SEARCH: 'Find a dialog by name',
      NODES: 'Nodes',
      NODE_COUNT_one: '{{count}} node',
      NODE_COUNT_other: '{{count}} nodes',
      UPDATED_ON: 'Changed {{date}}',
      UPDATED: 'Changed',
      EMPTY: 'No dialogs yet. Create the first one.',
      EMPTY_VIEWER: 'The authors of this world have not written dialogs yet.',
      NONE_FOUND: 'No dialog has this in its name.',
      DELETE: 'Delete {{name}}',
      DELETE_TEXT: 'The dialog “{{name}}” will be deleted with all its nodes.',
    },
    EXPORT: {
      TITLE: 'Export',
      FORMAT: {
        lorehub: 'LoreHub export (.json)',
        yarn: 'Yarn Spinner (.yarn)',
        twee: 'Twine, Twee 3 for SugarCube (.twee)',
        'twee-harlowe': 'Twine, Twee 3 for Harlowe (.twee)',
        'twee-chapbook': 'Twine, Twee 3 for Chapbook (.twee)',
      },
      LOSSES_TITLE: 'Not everything fits the LoreHub format',
      LOSSES_TEXT_one: 'The file will leave out or change {{count}} thing:',
      LOSSES_TEXT_other: 'The file will leave out or change {{count}} things:',
      DOWNLOAD_ANYWAY: 'Download anyway',
      LANGUAGE: 'Language',
    },
    LOSS: {
      linearAsBranching:
        'The linear dialog is saved as a chain of nodes and comes back as a branching one',
      positions: 'Node positions are not kept; an import lays the nodes out again',
      variableNotBoolean:
        'Integer and text variables are left out ({{count}}), with their conditions and assignments',
      variableDefaultNotBoolean:
        'Yes/no variables with an unusual default are saved as false ({{count}})',
      conditionDropped:
        'Conditions the format cannot express are left out ({{count}}), so those choices are offered more often',
      assignmentDropped:
        'Additions and assignments to non-yes/no variables are left out ({{count}})',
      nodeKindNotKept:
        'Custom nodes without values and character lines without a speaker come back as text ({{count}})',
      metaValuesDropped: 'Field values on nodes that are not custom are left out ({{count}})',
      metaSchemaUnknown: 'Values of fields that no longer exist are left out ({{count}})',
      documentNameUnknown: 'Speakers whose document is unknown are named “unknown” ({{count}})',
      linkToMissingNode: 'Links to missing nodes are left out ({{count}})',
    },
    IMPORT: {
      TITLE: 'Import',
      DONE: '“{{name}}” imported',
      CREATED: 'Created in this world: {{names}}.',
      MISSING_SPEAKERS:
        'These speakers are not documents of this world, their lines have no speaker now: {{names}}.',
      REFUSED: 'The file cannot be imported',
      REFUSED_TEXT: 'Nothing was created:',
      RENAMED: 'Renamed to fit the rules for names: {{names}}.',
      SPEAKERS_TITLE: 'Speakers without a document',
      SPEAKERS_TEXT:
        'These speakers are not documents of this world. Create a character document for each, or import their lines without a speaker:',
      CREATE_SPEAKERS_one: 'Create {{count}} document and import',
      CREATE_SPEAKERS_other: 'Create {{count}} documents and import',
      WITHOUT_SPEAKERS: 'Import without them',
      DROPPED: {
        resourceSkipped_one:
          'Left out {{count}} part of the file this version does not read ({{examples}}).',
        resourceSkipped_other:
          'Left out {{count}} parts of the file this version does not read ({{examples}}).',
        mentionFlattened_one:
          '{{count}} document reference inside a line became plain text ({{examples}}).',
        mentionFlattened_other:
          '{{count}} document references inside lines became plain text ({{examples}}).',
        tweeMacroUnknown_one:
          'Left out {{count}} macro or insert the player does not run ({{examples}}).',
        tweeMacroUnknown_other:
          'Left out {{count}} macros or inserts the player does not run ({{examples}}).',
        tweePassageSkipped_one: 'Left out {{count}} special passage ({{examples}}).',
        tweePassageSkipped_other: 'Left out {{count}} special passages ({{examples}}).',
        tweeTagDropped_one:
          'Left out {{count}} passage tag, dialogs have no place for it ({{examples}}).',
        tweeTagDropped_other:
          'Left out {{count}} passage tags, dialogs have no place for them ({{examples}}).',
        tweeConditionDropped_one:
          'Left out {{count}} condition around text or under else, what it guards is always shown ({{examples}}).',
        tweeConditionDropped_other:
          'Left out {{count}} conditions around text or under else, what they guard is always shown ({{examples}}).',
        lineTagDropped_one:
          'Left out {{count}} line tag, dialogs have no place for it ({{examples}}).',
        lineTagDropped_other:
          'Left out {{count}} line tags, dialogs have no place for them ({{examples}}).',
        commandDropped_one: 'Left out {{count}} command the player does not run ({{examples}}).',
        commandDropped_other: 'Left out {{count}} commands the player does not run ({{examples}}).',
        conditionDropped_one:
          'Left out {{count}} condition a dialog cannot hold, its option is always offered ({{examples}}).',
        conditionDropped_other:
          'Left out {{count}} conditions a dialog cannot hold, their options are always offered ({{examples}}).',
        assignmentDropped_one:
          'Left out {{count}} assignment of an expression a dialog cannot hold ({{examples}}).',
        assignmentDropped_other:
          'Left out {{count}} assignments of expressions a dialog cannot hold ({{examples}}).',
        ifAsChoice_one:
          '{{count}} <<if>> became a choice the player takes when its condition holds ({{examples}}).',
        ifAsChoice_other:
          '{{count}} <<if>> blocks became choices the player takes when their conditions hold ({{examples}}).',
        markupDropped_one:
          '{{count}} markup tag or inline expression was removed or kept as plain text ({{examples}}).',
        markupDropped_other:
          '{{count}} markup tags or inline expressions were removed or kept as plain text ({{examples}}).',
        headerDropped_one: 'Left out {{count}} Yarn header or file tag ({{examples}}).',
        headerDropped_other: 'Left out {{count}} Yarn headers or file tags ({{examples}}).',
        startGuessed_one: 'No node is titled Start, the dialog starts at “{{examples}}”.',
        startGuessed_other: 'No node is titled Start, the dialog starts at “{{examples}}”.',
      },
    },
    SANDBOX: {
      TITLE: 'Dialogue Builder Test',
      INTRO:
        'Try the dialog builder and player without an account. Everything stays in this browser.',
      DEFINITIONS: 'Characters and variables',
      CHARACTERS: 'Characters',
      CHARACTER_NAME: 'Character name',
      NEW_CHARACTER: 'New character',
      ADD_CHARACTER: 'Add a character',
      NEW: 'New dialog',
      SAMPLE: 'The sample dialog',
      REPLACE: 'Replace',
      REPLACE_TEXT: 'The dialog in this browser will be replaced.',
    },
    INSPECTOR: {
      TITLE: 'Node',
      KIND: 'Node type',
      TEXT: 'Text',
      DIRECTION: 'Direction',
      DIRECTION_HINT: 'How the line is spoken, for the voice-over script',
      META: 'Fields',
      NO_META_SCHEMA: 'This world has no meta schema fields yet. Add them on the Meta schema tab.',
      ON_ENTER: 'On entering, set',
      ADD_ASSIGNMENT: 'Set a variable',
      NO_VARIABLES: 'No variables yet',
      CHOICES: 'Choices',
      NO_CHOICES:
        'Without choices the node goes on to its next node or, with none, ends the dialog.',
      CHOICE_TEXT: 'Choice text',
      LEADS_TO: 'Leads to',
      NEXT_NODE: 'Next node',
      ENDS_DIALOG: 'Ends the dialog',
      ADD_CHOICE: 'Add a choice',
      ADD_CONDITION: 'Only when…',
      SELECT_NODE:
        'Select a node to edit it. Drag from a node’s right edge to link it; drop on empty space to create the next node.',
      MANY_SELECTED_one: '{{count}} node selected',
      MANY_SELECTED_other: '{{count}} nodes selected. Ctrl+C copies them, Delete removes them.',
      EMPTY_DIALOG: 'This dialog has no nodes yet. Add the first one.',
    },
    WARNING: {
      missingStart: 'No starting node: choose one with “Set as a starting node”',
      unreachable: '“{{node}}” cannot be reached from the start',
      deadEnd:
        '“{{node}}” can leave the player stuck: every choice has a condition and there is no next node',
      noWayToAnEnd: 'From “{{node}}” the dialog can never end: every path loops',
      choiceWithoutTarget: 'The choice “{{choice}}” of “{{node}}” leads nowhere',
      characterWithoutSpeaker: '“{{node}}” has no speaker',
      metaValueNotInteger: 'The field {{field}} of “{{node}}” needs a whole number',
      unknownMetaSchema: '“{{node}}” has a value of a field that no longer exists',
      unknownVariable: '“{{node}}” uses a variable that no longer exists',
      valueDoesNotFitVariable: 'In “{{node}}” the value for {{variable}} does not suit its type',
      operatorNeedsInteger:
        'In “{{node}}” {{variable}} is compared or added to as a number, but it is not an integer',
    },
    WARNINGS: {
      TITLE_one: '{{count}} warning',
      TITLE_other: '{{count}} warnings',
      MORE_one: 'and {{count}} more',
      MORE_other: 'and {{count}} more',
      SHOW: 'Select the node and show it',
    },
  },
};
