import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandDocumentKind } from '@/lib/brands/brand-rules';
import type { BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { checkDocumentFile, typeName } from './check-document-file';
import { DocumentRow } from './document-row';
import { useDocumentDownload } from './use-document-download';

interface DocumentUploadsProps {
  application: BrandApplication;
  /** Managers and owners may send files; removing needs the application to be editable too. */
  canUpload: boolean;
  canRemove: boolean;
  onChanged: () => Promise<unknown>;
}

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/** Every kind the brand's country accepts, required first, with what was sent and a way to send more. */
export function DocumentUploads({ application, canUpload, canRemove, onChanged }: DocumentUploadsProps) {
  const { t } = useTranslation('brand-registration');
  const { download, failed: downloadFailed } = useDocumentDownload();
  const [uploading, setUploading] = useState<{ kind: BrandDocumentKind; name: string; share: number } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function send(kind: BrandDocumentKind, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkDocumentFile(file);
    if (problem) {
      setNotice({ tone: 'error', text: t(`documents.errors.${problem}`, { name: file.name, type: typeName(file.type) }) });
      return;
    }
    setNotice(null);
    setUploading({ kind, name: file.name, share: 0 });
    try {
      const { uploadBrandDocument } = await import('@/services/brand-applications-service');
      await uploadBrandDocument(application.id, kind, file, (share) => setUploading({ kind, name: file.name, share }));
      await onChanged();
      setNotice({ tone: 'ok', text: t('documents.uploaded', { name: file.name }) });
    } catch {
      setNotice({ tone: 'error', text: t('documents.errors.upload', { name: file.name }) });
    } finally {
      setUploading(null);
    }
  }

  async function remove(documentId: number, name: string) {
    setRemoving(documentId);
    try {
      const { deleteBrandDocument } = await import('@/services/brand-applications-service');
      await deleteBrandDocument(application.id, documentId);
      await onChanged();
      setNotice({ tone: 'ok', text: t('documents.removed', { name }) });
    } catch {
      setNotice({ tone: 'error', text: t('documents.errors.remove') });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby="documents-title" className="space-y-4">
      <div>
        <h2 id="documents-title" className="text-xl font-semibold text-sand-900">
          {t('documents.title')}
        </h2>
        <p className="mt-1 text-sm text-sand-700">{t('documents.lead')}</p>
      </div>
      <p role="status" aria-live="polite" className={notice?.tone === 'error' || downloadFailed ? 'text-sm font-medium text-danger-600' : 'text-sm font-medium text-accent-700'}>
        {downloadFailed ? t('documents.errors.download') : uploading ? t('documents.uploading', { name: uploading.name, percent: Math.round(uploading.share * 100) }) : (notice?.text ?? '')}
      </p>
      <ul className="space-y-4">
        {application.accepted_kinds.map((kind) => {
          const sent = application.documents.filter((document) => document.kind === kind);
          const required = application.required_kinds.includes(kind);
          const inputId = `upload-${kind}`;
          return (
            <li key={kind} className="rounded-2xl border border-sand-200 p-4" data-testid={`document-kind-${kind}`}>
              <h3 className="text-base font-semibold text-sand-900">
                {t(`kinds.${kind}`)}{' '}
                <span className={required ? 'text-sm font-semibold text-accent-700' : 'text-sm font-normal text-sand-600'}>({t(required ? 'needed.required' : 'needed.optional')})</span>
              </h3>
              <p className="mt-0.5 text-sm text-sand-700">{t(`kindHints.${kind}`)}</p>
              {sent.length > 0 ? (
                <ul className="mt-3 space-y-2">
                  {sent.map((document) => (
                    <DocumentRow
                      key={document.id}
                      document={document}
                      busy={removing === document.id}
                      onDownload={() => void download(application.id, document.id, document.file_name)}
                      onRemove={canRemove ? () => void remove(document.id, document.file_name) : undefined}
                    />
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-sand-600">{t('documents.none')}</p>
              )}
              {canUpload && (
                <div className="mt-3">
                  <input id={inputId} type="file" accept="application/pdf,image/jpeg,image/png" className="sr-only" disabled={uploading !== null} onChange={(event) => void send(kind, event)} />
                  <label htmlFor={inputId} className={`btn-secondary inline-flex min-h-11 cursor-pointer items-center ${uploading ? 'pointer-events-none opacity-60' : ''}`}>
                    {sent.length > 0 ? t('documents.addAnother') : t('documents.choose', { kind: t(`kinds.${kind}`) })}
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
