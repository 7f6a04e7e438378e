import { useCallback, useState } from 'react';

/**
 * Downloads a brand document: the file route needs the bearer token, so the bytes are fetched
 * as a blob and handed to the browser under the document's name.
 */
export function useDocumentDownload() {
  const [failed, setFailed] = useState(false);
  const download = useCallback(async (brandId: number, documentId: number, fileName: string) => {
    setFailed(false);
    try {
      const { fetchBrandDocumentFile } = await import('@/services/brand-applications-service');
      const url = URL.createObjectURL(await fetchBrandDocumentFile(brandId, documentId));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returns.
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      setFailed(true);
    }
  }, []);
  return { download, failed };
}
