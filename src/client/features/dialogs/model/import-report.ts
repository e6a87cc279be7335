import type { TFunction } from 'i18next';
import type { DialogImportReport } from '../../../../shared/schemas/dialog-import';

/** What the writer should know besides "imported": created, renamed, left out, speakers without a document. */
export function reportNotes(report: DialogImportReport, t: TFunction): string[] {
  const created = [
    ...report.created.variables,
    ...report.created.metaFields,
    ...report.created.speakers,
  ];
  const notes =
    created.length > 0 ? [t('DIALOGS.IMPORT.CREATED', { names: created.join(', ') })] : [];
  if (report.renamed.length > 0) {
    notes.push(
      t('DIALOGS.IMPORT.RENAMED', {
        names: report.renamed.map((rename) => `${rename.from} → ${rename.to}`).join(', '),
      }),
    );
  }
  for (const loss of report.dropped) {
    // Missing speakers have their own sentence with every name.
    if (loss.reason === 'speakerMissing') continue;
    notes.push(
      t(`DIALOGS.IMPORT.DROPPED.${loss.reason}`, {
        count: loss.count,
        examples: loss.examples.join(', '),
      }),
    );
  }
  if (report.missingSpeakers.length > 0) {
    notes.push(t('DIALOGS.IMPORT.MISSING_SPEAKERS', { names: report.missingSpeakers.join(', ') }));
  }
  return notes;
}
