import { act, fireEvent, screen } from '@testing-library/react';
import { storeToken } from '../features/auth/session';
import { userView } from './fixtures';
import { renderApp } from './renderApp';

/**
 * Opens the account area at `path` signed in, then its tab `name`: the tab's panel. (The API is
 * mocked by the caller first.)
 */
export async function openAccountTabPanel(path: string, name: string): Promise<HTMLElement> {
  storeToken('tok');
  await renderApp(path, { user: userView() });
  // Found outside act: inside it, React would hold back the lazily loaded page the query waits for.
  const tab = await screen.findByRole('tab', { name });
  await act(async () => fireEvent.click(tab));
  return screen.getByRole('tabpanel', { name });
}
