import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

// The e-mails the server under test wrote to its file outbox (MAIL_OUTBOX = E2E_OUTBOX, set by
// scripts/e2e.sh), read as the player's mail client would: the links they carry.

const OUTBOX = process.env.E2E_OUTBOX ?? '';

/** Quoted-printable to text: soft line breaks go, `=XX` bytes are decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The link to `path` in the newest e-mail sent to `to`. */
export async function linkFromMail(to: string, path: 'welcome' | 'reset-password'): Promise<string> {
  expect(OUTBOX, 'E2E_OUTBOX (set by scripts/e2e.sh)').not.toBe('');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => join(OUTBOX, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
          .map((f) => decodeQuotedPrintable(readFileSync(f, 'utf8')))
          .filter((m) => m.includes(to) && m.includes(`/${path}?token=`));
        link = mails[0]?.match(new RegExp(`https?://\\S+/${path}\\?token=[A-Za-z0-9_-]+`))?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}
