import type { DialogMetaSchemasTable } from '../db/schema';
import type { MetaSchemaDefinitionResponse } from '../../shared/schemas/dialog';
import type { MetaSchemaType } from '../../shared/dialogs/dialog-graph';

/** A meta field definition of the world's dialogs; never when it was created or changed. */
export function presentMetaSchema(
  row: Pick<DialogMetaSchemasTable, 'id' | 'name' | 'type' | 'commentary'>,
): MetaSchemaDefinitionResponse {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MetaSchemaType,
    commentary: row.commentary,
  };
}
