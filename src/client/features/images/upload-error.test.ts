// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../lib/api-error';
import { uploadErrorText } from './upload-error';

const t = (key: string) => `«${key}»`;

describe('the reason an upload failed', () => {
  it('is the translated message of the server code', () => {
    const error = new ApiError(
      415,
      [{ Code: '4151', Message: 'Unsupported file type' }],
      [],
      'Unsupported Media Type',
    );
    expect(uploadErrorText(error, t)).toBe('«SERVER_ERROR.4151»');
  });

  it('says nothing when the session is over (the sign-in page says it)', () => {
    expect(uploadErrorText(new SessionExpiredError(), t)).toBe('');
  });
});
