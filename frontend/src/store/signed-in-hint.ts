/**
 * Whether this browser may have a signed-in session: the server's readable hint cookie
 * (backend/src/common/signed-in-hint.ts), `1` while a session lasts, gone or cleared after. Only
 * the sign-in page reads it, to ask who is signed in only when someone may be (a visitor's browser
 * then logs no refused call); the server decides every request by the session itself.
 */
export function mayBeSignedIn(): boolean {
  return /(?:^|;\s*)(?:__Host-)?ghostline\.signed-in=1(?:;|$)/.test(document.cookie);
}
