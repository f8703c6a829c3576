import { fileExtension } from '../api';

const ICONS: Record<string, string> = {
  pdf: 'pi pi-file-pdf',
  doc: 'pi pi-file-word',
  docx: 'pi pi-file-word',
  xls: 'pi pi-file-excel',
  xlsx: 'pi pi-file-excel',
  csv: 'pi pi-file-excel',
  jpg: 'pi pi-image',
  jpeg: 'pi pi-image',
  png: 'pi pi-image',
  webp: 'pi pi-image',
  gif: 'pi pi-image',
  svg: 'pi pi-image',
  zip: 'pi pi-box',
};

/** An icon for the file type with the extension beside it (the extension is the accessible text). */
export function FileIcon({ file }: { file: string }) {
  const ext = fileExtension(file);
  return (
    <span className="file-icon">
      <span className={ICONS[ext] ?? 'pi pi-file'} aria-hidden="true" />
      <span className="file-icon-ext">{ext.toUpperCase()}</span>
    </span>
  );
}
