import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  useEffect(() => {
    // The cookie is the server's answer on this very page: read once, it does not change.
    const sandbox = sandboxOn();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOn(sandbox);
    // Room under the page's end, so the strip never hides its last lines.
    document.body.classList.toggle('has-sandbox-notice', sandbox);
  }, []);
  if (!on) return null;
  return (
    <p className="sandbox-notice" role="note">
      {t('sandbox.notice')}
    </p>
  );
}
