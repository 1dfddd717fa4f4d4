import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as attachmentCalls from '../calls/attachmentCalls';
import { useAttachmentImage } from './useAttachmentImage';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

let made: string[];
let revoked: string[];

beforeEach(() => {
  made = [];
  revoked = [];
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => {
    made.push(`blob:test/${made.length + 1}`);
    return made[made.length - 1];
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

describe('useAttachmentImage', () => {
  it('fetches the image inline once and shows it through an object URL revoked on unmount', async () => {
    const download = vi
      .spyOn(attachmentCalls, 'downloadAttachment')
      .mockResolvedValue({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }), fileName: '车头.jpg', contentType: 'image/jpeg' });
    const { result, unmount } = renderHook(() => useAttachmentImage('a1'), { wrapper });
    expect(result.current.url).toBeNull();
    await waitFor(() => expect(result.current.url).toBe('blob:test/1'));
    expect(download).toHaveBeenCalledWith('a1', { inline: true });
    unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('stays idle without an id and reports a failed download', async () => {
    const download = vi.spyOn(attachmentCalls, 'downloadAttachment').mockRejectedValue(new Error('资源不存在'));
    const idle = renderHook(() => useAttachmentImage(null), { wrapper });
    expect(idle.result.current).toEqual({ url: null, isLoading: false, error: null });
    expect(download).not.toHaveBeenCalled();
    const { result } = renderHook(() => useAttachmentImage('gone'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.url).toBeNull();
    expect(made).toEqual([]);
  });
});
