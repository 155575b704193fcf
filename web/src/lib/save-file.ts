import { useState } from 'react';

/**
 * Hands CSV text to the browser as a file to save (an <a download> of a blob). The byte-order
 * mark the API sent was taken off when the answer was read as text: put back, spreadsheets read
 * the accents right with it.
 */
export function saveCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A "Download CSV" button's state: `download(name, fetchCsv)` fetches the text and saves it as
 * `name`, busy meanwhile; a failure is kept in `error` (shown by the button's ErrorState) until
 * the next try.
 */
export function useCsvDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async (name: string, fetchCsv: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      saveCsv(name, await fetchCsv());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, download };
}
