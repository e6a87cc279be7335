import { createContext, useContext } from 'react';
import type {
  DialogDocumentRef,
  DialogVariable,
  MetaSchemaDefinition,
} from '../../../../../shared/dialogs/dialog-graph';

/** Names the builder shows for ids inside the graph: speakers, variables, meta fields. */
export interface DialogLookup {
  documents: ReadonlyMap<string, DialogDocumentRef>;
  variables: ReadonlyMap<string, DialogVariable>;
  metaSchema: ReadonlyMap<string, MetaSchemaDefinition>;
}

export const emptyLookup: DialogLookup = {
  documents: new Map(),
  variables: new Map(),
  metaSchema: new Map(),
};

export const DialogLookupContext = createContext<DialogLookup>(emptyLookup);

export const useDialogLookup = () => useContext(DialogLookupContext);

export function makeLookup(input: {
  documents: readonly DialogDocumentRef[];
  variables: readonly DialogVariable[];
  metaSchema: readonly MetaSchemaDefinition[];
}): DialogLookup {
  return {
    documents: new Map(input.documents.map((item) => [item.id, item])),
    variables: new Map(input.variables.map((item) => [item.id, item])),
    metaSchema: new Map(input.metaSchema.map((item) => [item.id, item])),
  };
}
