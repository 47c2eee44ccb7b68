import { formatFileSize } from '@shared/numbers';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { canPreview, fileKind, uploadError } from './attachments';

describe('attachments', () => {
  it('names the kind of file and its icon from the type the server detected', () => {
    expect(fileKind('application/pdf')).toEqual({ label: 'PDF', icon: 'pi-file-pdf' });
    expect(fileKind('image/png')).toEqual({ label: 'Imagen PNG', icon: 'pi-image' });
    expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document').icon).toBe(
      'pi-file-word',
    );
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').label).toBe('Hoja de cálculo');
    expect(fileKind('application/octet-stream')).toEqual({ label: 'Archivo', icon: 'pi-file' });
  });

  it('previews PDFs and the images a browser draws, not TIFF or office documents', () => {
    expect(canPreview('application/pdf')).toBe(true);
    expect(canPreview('image/jpeg')).toBe(true);
    expect(canPreview('image/tiff')).toBe(false);
    expect(canPreview('application/msword')).toBe(false);
  });

  it('shows sizes in B, KB and MB as written in Peru (decimal point)', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('explains a refused upload with the server’s reasons about the files', () => {
    const refused = new ApiError(422, 'Los datos enviados no son válidos.', {
      files: ['«falso.pdf»: el contenido no corresponde a un archivo «.pdf» válido.'],
    });
    expect(uploadError(refused)).toBe('«falso.pdf»: el contenido no corresponde a un archivo «.pdf» válido.');
    expect(uploadError(new ApiError(413, 'Cada archivo puede pesar como máximo 20 MB.'))).toBe(
      'Cada archivo puede pesar como máximo 20 MB.',
    );
  });
});
