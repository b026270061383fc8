/**
 * Whether this browser may have a signed-in session: the server's readable hint cookie
 * (backend/src/common/signed-in-hint.ts), `1` while a session lasts, gone or cleared after. The
 * sign-in pages (the client's and the team's) ask who is signed in only when someone may be, and a route starts a session's reads
 * before its check only then (app/prefetch.ts): a visitor's browser makes no refused call it need
 * not, and logs none. The server decides every request by the session itself.
 */
export function mayBeSignedIn(): boolean {
  return /(?:^|;\s*)(?:__Host-)?ghostline\.signed-in=1(?:;|$)/.test(document.cookie);
}
