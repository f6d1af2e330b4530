// /projects/:id/import (admin; docs/rules.md#participant-import): upload a spreadsheet, match its
// columns to fields, review what every row will do (fixing error rows in place), then apply it all
// at once. The grid stays in this screen's state: nothing is stored until the import is applied.
import { ArrowLeft, FolderX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ParticipantRole } from '../../../core/schemas/participant.ts';
import type { ImportField, ImportGrid, ImportResult } from '../../../core/schemas/participant-import.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { usePreviewImport } from '../../features/participant-import/api.ts';
import { useProject } from '../../features/projects/api.ts';
import { ApiError } from '../../lib/api.ts';
import { ImportDone } from './ImportDone.tsx';
import { ImportSteps, type Stage } from './ImportSteps.tsx';
import { MappingStep } from './MappingStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { UploadStep } from './UploadStep.tsx';

/** The uploaded file as the screen holds it: its grid, with the admin's edits in `rows`. */
export interface LoadedFile extends ImportGrid {
  fileName: string;
}

export function ParticipantImportScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const project = useProject(id);
  const [stage, setStage] = useState<Stage>('upload');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [columns, setColumns] = useState<(ImportField | null)[]>([]);
  const [defaultRole, setDefaultRole] = useState<ParticipantRole | undefined>();
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [applied, setApplied] = useState<ImportResult | null>(null);
  const check = usePreviewImport(id);
  const onRowsChange = useCallback(
    (update: (rows: string[][]) => string[][]) => setFile((f) => f && { ...f, rows: update(f.rows) }),
    [],
  );

  const back = (
    <Link
      to={`/projects/${id}`}
      className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('import.back')}
    </Link>
  );
  if (project.isPending) return <Loading label={t('import.loading')} />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return missing ? (
      <EmptyState icon={FolderX} title={t('projects.notFound')} text={t('projects.notFoundText')} />
    ) : (
      <LoadError message={t('import.loadError')} onRetry={() => project.refetch()} />
    );
  }

  const startOver = () => {
    setFile(null);
    setPreview(null);
    setApplied(null);
    check.reset();
    setStage('upload');
  };

  return (
    <>
      {back}
      <PageHeader title={t('import.title')} subtitle={t('import.subtitle', { project: project.data.name })} />
      <ImportSteps stage={stage} />
      {stage === 'upload' && (
        <UploadStep
          projectId={id}
          onLoaded={(loaded) => {
            setFile(loaded);
            setColumns(loaded.columns);
            setDefaultRole(undefined);
            setPreview(null);
            check.reset();
            setStage('map');
          }}
        />
      )}
      {stage === 'map' && file && (
        <MappingStep
          file={file}
          columns={columns}
          onColumnsChange={setColumns}
          defaultRole={defaultRole}
          onDefaultRoleChange={setDefaultRole}
          checking={check.isPending}
          error={check.error}
          onBack={startOver}
          onPreview={() =>
            check.mutate(
              { headers: file.headers, columns, rows: file.rows, default_role: defaultRole },
              {
                onSuccess: (result) => {
                  setPreview(result);
                  setStage('preview');
                },
              },
            )
          }
        />
      )}
      {stage === 'preview' && file && preview && (
        <PreviewStep
          projectId={id}
          file={file}
          columns={columns}
          defaultRole={defaultRole}
          preview={preview}
          onRowsChange={onRowsChange}
          onPreviewChange={setPreview}
          onBack={() => setStage('map')}
          onApplied={(result) => {
            setApplied(result);
            setStage('done');
          }}
        />
      )}
      {stage === 'done' && applied && <ImportDone projectId={id} result={applied} onAgain={startOver} />}
    </>
  );
}

export { ParticipantImportScreen as Component };
