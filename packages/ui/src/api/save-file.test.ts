import { saveFile } from './save-file';

describe('saveFile', () => {
  const created = jest.fn(() => 'blob:http://localhost/file-1');
  const revoked = jest.fn();
  beforeAll(() => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  });

  it('when a file is saved, then an anchor with download and the suggested name is clicked on its object URL, removed, and the URL released', async () => {
    const clicks: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['a,b\r\n']);

    saveFile({ blob, filename: 'statements-2026-10.csv' }, 'fallback.csv');
    saveFile({ blob }, 'statement-2026-10.csv');

    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'statements-2026-10.csv' },
      { href: 'blob:http://localhost/file-1', download: 'statement-2026-10.csv' },
    ]);
    expect(document.querySelector('a')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
