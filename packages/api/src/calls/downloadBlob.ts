import type { AxiosRequestConfig } from 'axios';
import { ApiError } from '../client/ApiError';
import { apiClient } from '../client/apiClient';

async function blobMessage(blob: Blob): Promise<string> {
  try {
    const body = JSON.parse(await blob.text()) as { msg?: unknown };
    return typeof body.msg === 'string' ? body.msg : '';
  } catch {
    return '';
  }
}

/** The file name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function dispositionFileName(disposition: string, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

/**
 * GET a file through the client (so the bearer token goes with it) as a blob, with its name from
 * Content-Disposition. An error answer arrives as a blob too, hiding its envelope from the
 * interceptor: its message is read here.
 */
export async function downloadBlob(url: string, config: AxiosRequestConfig, fallbackName: string): Promise<DownloadedFile> {
  let res;
  try {
    res = await apiClient.http.get<Blob>(url, { ...config, responseType: 'blob' });
  } catch (error) {
    if (error instanceof ApiError && error.body instanceof Blob) {
      throw new ApiError((await blobMessage(error.body)) || error.message, error.status);
    }
    throw error;
  }
  return {
    blob: res.data,
    fileName: dispositionFileName(String(res.headers['content-disposition'] ?? ''), fallbackName),
    contentType: String(res.headers['content-type'] ?? res.data.type ?? ''),
  };
}
