import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession } from '../api/client';
import type { PlayerView } from '../api/generated/api';

export type Theme = 'dark' | 'light';
/** The dialog on screen: sign-in, or the same dialog opened on its forgot-password form. */
export type ModalName = 'signIn' | 'forgotPassword' | 'register' | null;

export interface User {
  /** The player object; `false` or absent means not logged in. */
  player?: PlayerView | false | null;
  /** Scopes of the session (`player`, `support`, `kyc`, `admin`). */
  scope?: string[];
}

/**
 * What the page holds for itself: the theme, the language, who is signed in and the dialog on
 * screen. Server answers (balance, settings, the visitor's country...) live in the query cache.
 */
export interface ClientState {
  theme: Theme;
  language: string;
  user: User | null;
  modal: ModalName;
}

export const THEME_KEY = 'theme';
/** Stored auth state: the user and the logged-in flag, both `auth.` keys. */
export const USER_KEY = 'auth.user';
export const LOGGED_IN_KEY = 'auth.loggedIn';

export function isLoggedIn(user: User | null | undefined): boolean {
  return !!user && user.player !== undefined && user.player !== null && user.player !== false;
}

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-bs-theme', theme);
}

/** The stored user, if the stored flag says the visitor is logged in. */
export function readStoredUser(): User | null {
  try {
    if (localStorage.getItem(LOGGED_IN_KEY) !== 'true') return null;
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

function storeUser(user: User | null): void {
  try {
    if (user && isLoggedIn(user)) {
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      localStorage.setItem(LOGGED_IN_KEY, 'true');
    } else {
      localStorage.removeItem(USER_KEY);
      localStorage.removeItem(LOGGED_IN_KEY);
    }
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

export function initialState(overrides: Partial<ClientState> = {}): ClientState {
  return {
    theme: readStoredTheme(),
    language: 'fr',
    user: readStoredUser(),
    modal: null,
    ...overrides,
  };
}

export interface Store {
  state: ClientState;
  loggedIn: boolean;
  update: (patch: Partial<ClientState>) => void;
  setTheme: (theme: Theme) => void;
  setUser: (user: User | null) => void;
  openModal: (modal: ModalName) => void;
  signOut: () => void;
}

const StoreContext = createContext<Store | null>(null);

export function StoreProvider({ children, initial }: { children: ReactNode; initial?: Partial<ClientState> }) {
  const [state, setState] = useState<ClientState>(() => initialState(initial));

  // A patch that changes nothing keeps the state object, so React skips the render: the layout
  // sets the language on every page, and each new object would render every reader of the store.
  const update = useCallback(
    (patch: Partial<ClientState>) =>
      setState((s) => ((Object.keys(patch) as (keyof ClientState)[]).every((key) => s[key] === patch[key]) ? s : { ...s, ...patch })),
    [],
  );
  const setTheme = useCallback((theme: Theme) => {
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // private mode: the theme lasts for this page only
    }
    applyTheme(theme);
    setState((s) => ({ ...s, theme }));
  }, []);
  const setUser = useCallback((user: User | null) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);
  const openModal = useCallback((modal: ModalName) => setState((s) => ({ ...s, modal })), []);
  /** Forgets the user, the logged-in flag and the token (storage and cookie). */
  const signOut = useCallback(() => {
    clearSession();
    setState((s) => ({ ...s, user: null, modal: null }));
  }, []);

  const value = useMemo<Store>(
    () => ({ state, loggedIn: isLoggedIn(state.user), update, setTheme, setUser, openModal, signOut }),
    [state, update, setTheme, setUser, openModal, signOut],
  );
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}
