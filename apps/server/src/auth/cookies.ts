// The browser's session cookies (docs/api.md#browser-sessions): the access token for the whole API, the refresh
// token only for the session routes. Their names, read by authentication; the HTTP floor writes them
// (plugins/app/session-cookies.ts).

export const ACCESS_COOKIE = 'tt_access';
export const REFRESH_COOKIE = 'tt_refresh';
