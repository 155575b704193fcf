import { describe, expect, it } from 'vitest';
import {
  keptKey,
  stagedUploadsPrefix,
  userFilesPrefix,
} from '../../lambdas/core/profiles/user-files.js';

describe('user files', () => {
  const uid = '9a336fac-150c-492c-b975-72d598d81a12';
  const staged = `${stagedUploadsPrefix(uid)}post-38694c5a-6e3e-4143-884c-9399805ecbe8My_CV.pdf`;

  it('keeps a checked upload among its owner’s files, under a new name each time', () => {
    const kept = keptKey(staged);
    expect(kept).toMatch(new RegExp(`^${userFilesPrefix(uid)}post-[0-9a-f-]{36}My_CV\\.pdf$`));
    expect(kept).not.toBe(staged.slice('incoming/'.length));
    expect(keptKey(staged)).not.toBe(kept);
  });
});
