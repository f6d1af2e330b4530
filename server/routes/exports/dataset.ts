// What every export dataset is given and gives back: the project and language it is written for,
// and rows keyed by the columns of its header table (headers.ts).
import type { Language } from '../../../core/constants.ts';
import type { ExportDataset } from '../../../core/schemas/export.ts';
import type { Db } from '../../db/client.ts';
import type { Cell } from '../../import/write-file.ts';
import type { ExportColumn } from './headers.ts';

export interface ExportContext {
  db: Db;
  project: { id: string; time_zone: string };
  /** The language of the header row, and of the few words a dataset writes itself (yes/no). */
  lang: Language;
}

export type ExportRow<D extends ExportDataset> = Record<ExportColumn<D>, Cell>;

/** A meeting named by its day and start on the venue's clock, as a request or transaction links it. */
export const meetingLabel = (date: string | null, start: string | null) =>
  date && start ? `${date} ${start.slice(0, 5)}` : null;
