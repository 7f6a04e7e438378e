import { useCallback, useState } from 'react';

/**
 * Saves a file the API answers (CSV, PDF): those routes need the bearer token, so the bytes are
 * fetched as a blob and handed to the browser under a name.
 */
export function useBlobDownload() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = useCallback(async (fetchBlob: () => Promise<Blob>, fileName: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchBlob());
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
    } finally {
      setBusy(false);
    }
  }, []);
  return { download, busy, failed };
}
