export type Mode = 'real' | 'fun';

/** The fun-play session of this browser (its play money), kept across visits. */
export const FUN_SESSION_KEY = 'games.funSession';

export function readFunSession(): string | null {
  try {
    return localStorage.getItem(FUN_SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeFunSession(id: string | null): void {
  try {
    if (id) localStorage.setItem(FUN_SESSION_KEY, id);
    else localStorage.removeItem(FUN_SESSION_KEY);
  } catch {
    // storage unavailable: the session lasts as long as the page
  }
}
