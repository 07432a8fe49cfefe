/** Saves text as a file through the browser's download (the backup file, spec §3). */
export function downloadTextFile(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a file made on the device (the backup .zip with photos, decision 069). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before letting go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
