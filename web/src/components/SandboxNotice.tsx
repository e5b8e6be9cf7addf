import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../lib/scheduling';

/** Whether the server said its payments are simulated (the `casino_sandbox` cookie it sets on pages). */
function sandboxOn(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === 'casino_sandbox=on');
}

/**
 * A thin strip on every page while the payments sandbox runs: no real money moves. Read after
 * the first render (the pages rendered at build time know nothing of the server's settings) and
 * fixed at the bottom, so nothing on the page moves when it appears.
 */
export function SandboxNotice() {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  // The cookie is the server's answer on this very page: read once, it does not change. Reading
  // cookies waits on the browser's cookie store, so it is done once the page is idle.
  useEffect(
    () =>
      whenIdle(() => {
        const sandbox = sandboxOn();
        setOn(sandbox);
        // Room under the page's end, so the strip never hides its last lines.
        document.body.classList.toggle('has-sandbox-notice', sandbox);
      }),
    [],
  );
  if (!on) return null;
  return (
    <p className="sandbox-notice" role="note">
      {t('sandbox.notice')}
    </p>
  );
}
