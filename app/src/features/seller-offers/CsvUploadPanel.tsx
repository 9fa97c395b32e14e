import { ApiError, previewCsvUpload, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  EmptyState,
  FileUpload,
  InlineAlert,
  ProgressBar,
  Table,
  type TableColumn,
} from '@fuelmarket/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api, client } from '../../shell/api';
import { formatDateTime } from '../../shell/i18n/format';
import { fetchWithUploadProgress } from '../../shell/uploadProgress';
import { csvUploadMessages as m } from './messages';
import { csvUploadsQuery, sellerOffersQuery } from './queries';
import * as styles from './sellerOffers.css';

type Preview = Schemas['CsvUploadPreview'];
type HistoryEntry = Schemas['CsvUploadHistoryEntry'];
type RowError = Schemas['CsvRowError'];

/** Where the upload is: a file on its way (bytes sent), being checked, previewed, or applied. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; loaded: number; total: number }
  | { kind: 'preview'; preview: Preview }
  | { kind: 'applied'; entry: HistoryEntry }
  | {
      kind: 'failed';
      message: 'applyFailed' | 'expired' | 'tooLarge' | 'uploadFailed';
      status: number;
      detail?: string;
    };

const ERRORS_PER_PAGE = 20;

export interface CsvUploadPanelProps {
  brand: Pick<Brand, 'locale'>;
}

/**
 * The CSV tab of `/meine-angebote` [M4]: the template and the seller's offers to download, a file to
 * upload (with its progress), the server's preview (counts, or every problem with line and column; nothing
 * is applied while one remains), applying it in one go, and the history of applied uploads.
 */
export function CsvUploadPanel({ brand }: CsvUploadPanelProps) {
  const intl = useIntl();
  const { locale } = brand;
  const queryClient = useQueryClient();
  const history = useQuery(csvUploadsQuery());
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [errorPage, setErrorPage] = useState(1);
  const apply = $api.useMutation('post', '/api/seller/offer-uploads/{uploadId}/apply');

  const upload = useMutation({
    mutationFn: (file: File) =>
      previewCsvUpload(client, file, file.name, {
        fetch: fetchWithUploadProgress(({ loaded, total }) =>
          setPhase({ kind: 'uploading', fileName: file.name, loaded, total }),
        ),
      }),
    onMutate: (file) => setPhase({ kind: 'uploading', fileName: file.name, loaded: 0, total: file.size }),
    onSuccess: (preview) => {
      setErrorPage(1);
      setPhase(preview ? { kind: 'preview', preview } : { kind: 'idle' });
    },
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      setPhase({ kind: 'failed', message: status === 413 ? 'tooLarge' : 'uploadFailed', status });
    },
  });

  async function applyPreview(preview: Preview) {
    try {
      const entry = await apply.mutateAsync({ params: { path: { uploadId: preview.uploadId } } });
      setPhase({ kind: 'applied', entry });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const detail = error instanceof ApiError ? error.problem?.detail : undefined;
      setPhase({
        kind: 'failed',
        message: status === 404 ? 'expired' : 'applyFailed',
        status,
        ...(detail ? { detail } : {}),
      });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerOffersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: csvUploadsQuery().queryKey }),
      ]);
    }
  }

  const errorColumns = useMemo<TableColumn<RowError>[]>(
    () => [
      { id: 'row', header: intl.formatMessage(m.errorRow), align: 'end', cell: (e) => e.row },
      {
        id: 'column',
        header: intl.formatMessage(m.errorColumn),
        // A column name is one word: the table scrolls rather than splitting it.
        cell: (e) => <span className={styles.words}>{e.column || intl.formatMessage(m.wholeLine)}</span>,
      },
      { id: 'message', header: intl.formatMessage(m.errorMessage), cell: (e) => e.message },
    ],
    [intl],
  );

  const historyColumns = useMemo<TableColumn<HistoryEntry>[]>(() => {
    const count = (value: number) => intl.formatNumber(value);
    return [
      { id: 'fileName', header: intl.formatMessage(m.fileName), cell: (h) => h.fileName },
      {
        id: 'size',
        header: intl.formatMessage(m.size),
        align: 'end',
        cell: (h) => (
          <span className={styles.oneLine}>
            {intl.formatNumber(h.size / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })}
          </span>
        ),
      },
      {
        id: 'appliedAt',
        header: intl.formatMessage(m.appliedAt),
        cell: (h) => <span className={styles.oneLine}>{formatDateTime(h.appliedAt, locale)}</span>,
      },
      { id: 'user', header: intl.formatMessage(m.user), cell: (h) => h.user.name },
      { id: 'created', header: intl.formatMessage(m.created), align: 'end', cell: (h) => count(h.created) },
      { id: 'updated', header: intl.formatMessage(m.updated), align: 'end', cell: (h) => count(h.updated) },
      { id: 'deleted', header: intl.formatMessage(m.deleted), align: 'end', cell: (h) => count(h.deleted) },
    ];
  }, [intl, locale]);

  const busy = phase.kind === 'uploading' || apply.isPending;
  const fileName =
    phase.kind === 'uploading'
      ? phase.fileName
      : phase.kind === 'preview'
        ? phase.preview.fileName
        : undefined;

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <p className={styles.downloads}>
        <a href="/api/seller/offer-uploads/template" download>
          {intl.formatMessage(m.template)}
        </a>
        <a href="/api/seller/offer-uploads/export" download>
          {intl.formatMessage(m.export)}
        </a>
      </p>
      <FileUpload
        label={intl.formatMessage(m.fileLabel)}
        description={intl.formatMessage(m.fileDescription)}
        accept={['.csv', 'text/csv']}
        onSelect={(file) => upload.mutate(file)}
        isDisabled={busy}
        {...(fileName ? { fileName } : {})}
      />
      {phase.kind === 'uploading' ? (
        phase.loaded < phase.total ? (
          <ProgressBar
            label={intl.formatMessage(m.uploading, { fileName: phase.fileName })}
            value={phase.loaded}
            maxValue={phase.total}
          />
        ) : (
          <ProgressBar label={intl.formatMessage(m.checking, { fileName: phase.fileName })} />
        )
      ) : null}
      {phase.kind === 'preview' && phase.preview.valid ? (
        <InlineAlert
          tone="info"
          title={intl.formatMessage(m.previewValid, {
            fileName: phase.preview.fileName,
            created: phase.preview.created,
            updated: phase.preview.updated,
            deleted: phase.preview.deleted,
          })}
          action={
            <div className={styles.formActions}>
              <Button variant="secondary" onPress={() => setPhase({ kind: 'idle' })} isDisabled={busy}>
                {intl.formatMessage(m.discard)}
              </Button>
              <Button onPress={() => void applyPreview(phase.preview)} isPending={apply.isPending}>
                {intl.formatMessage(m.apply)}
              </Button>
            </div>
          }
        />
      ) : null}
      {phase.kind === 'preview' && !phase.preview.valid ? (
        <>
          <InlineAlert
            tone="critical"
            title={intl.formatMessage(m.previewErrors, {
              fileName: phase.preview.fileName,
              count: phase.preview.errors.length,
            })}
          />
          <Table
            caption={intl.formatMessage(m.errorsCaption)}
            columns={errorColumns}
            rows={phase.preview.errors.slice((errorPage - 1) * ERRORS_PER_PAGE, errorPage * ERRORS_PER_PAGE)}
            getRowKey={(e) => `${e.row}:${e.column}:${e.message}`}
            page={errorPage}
            pageCount={Math.ceil(phase.preview.errors.length / ERRORS_PER_PAGE)}
            onPageChange={setErrorPage}
          />
        </>
      ) : null}
      {phase.kind === 'applied' ? (
        <InlineAlert
          tone="positive"
          title={intl.formatMessage(m.applied, {
            created: phase.entry.created,
            updated: phase.entry.updated,
            deleted: phase.entry.deleted,
          })}
        />
      ) : null}
      {phase.kind === 'failed' ? (
        <InlineAlert tone="critical" title={intl.formatMessage(m[phase.message], { status: phase.status })}>
          {phase.detail}
        </InlineAlert>
      ) : null}

      <h2 className={styles.subheading}>{intl.formatMessage(m.historyHeading)}</h2>
      {history.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.historyFailed, {
            status: history.error instanceof ApiError ? history.error.status : 0,
          })}
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.historyCaption)}
          columns={historyColumns}
          rows={history.data ?? []}
          getRowKey={(h) => h.id}
          isLoading={history.isPending}
          emptyText={intl.formatMessage(m.historyEmpty)}
        />
      )}
    </div>
  );
}
