import { describe, expect, it } from 'vitest';
import {
  filesToStart,
  precheckFile,
  uploadPercent,
  uploadSummary,
  type UploadItem,
} from './upload-queue';

const item = (key: string, status: UploadItem['status'], loaded = 0, size = 100): UploadItem => ({
  key,
  name: `${key}.png`,
  size,
  status,
  loaded,
});
const limits = {
  maxBytes: 1000,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const,
};

describe('the upload queue', () => {
  it('starts the oldest waiting files while fewer than three are under way', () => {
    const items = [
      item('a', 'done'),
      item('b', 'uploading'),
      item('c', 'waiting'),
      item('d', 'waiting'),
      item('e', 'waiting'),
    ];
    expect(filesToStart(items)).toEqual(['c', 'd']);
    expect(filesToStart(items, 2)).toEqual(['c']);
    expect(
      filesToStart([
        item('a', 'uploading'),
        item('b', 'uploading'),
        item('c', 'uploading'),
        item('d', 'waiting'),
      ]),
    ).toEqual([]);
  });

  it('shows progress by bytes sent, and 100 once stored', () => {
    expect(uploadPercent(item('a', 'uploading', 25))).toBe(25);
    expect(uploadPercent(item('a', 'uploading', 100))).toBe(100);
    expect(uploadPercent(item('a', 'done', 0))).toBe(100);
    expect(uploadPercent(item('a', 'waiting', 0, 0))).toBe(0);
  });

  it('counts done, failed and pending files', () => {
    expect(
      uploadSummary([
        item('a', 'done'),
        item('b', 'failed'),
        item('c', 'waiting'),
        item('d', 'uploading'),
      ]),
    ).toEqual({ done: 1, failed: 1, pending: 2, all: 4 });
  });

  it('refuses before sending what is too large or plainly not a picture, and leaves the rest to the server', () => {
    expect(precheckFile({ size: 2000, type: 'image/png' }, limits)).toBe('SERVER_ERROR.4131');
    expect(precheckFile({ size: 10, type: 'application/pdf' }, limits)).toBe('SERVER_ERROR.4151');
    expect(precheckFile({ size: 0, type: 'image/png' }, limits)).toBe(
      'VALIDATION.IMAGE_FILE_REQUIRED',
    );
    // A text file named .png looks like a PNG to the browser: the server sniffs the bytes.
    expect(precheckFile({ size: 10, type: 'image/png' }, limits)).toBeNull();
    expect(precheckFile({ size: 10, type: '' }, limits)).toBeNull();
  });
});
