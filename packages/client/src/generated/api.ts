// The types of the Timetrack API, from apps/server/openapi.json.
// Written by `npm run openapi`: never edit this file by hand.

export interface paths {
    "/absences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an absence
         * @description 409 `week_validated` when it falls in a validated week; 409 `conflict` for the absence of an approved leave request (cancel the request instead). Logged and notified.
         */
        delete: operations["deleteAbsence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What needs the caller among the people they may view, over the last 14 days
         * @description `open_too_long`: an open period older than `open_after_minutes` (720 when those reminders are off); `missing_day`: a day before today expected and holding no worked, absence or holiday seconds; `auto_closed`: a period the service closed, until someone changes it. Newest first. `team_id` keeps that team's members (403 for a team the caller does not manage).
         */
        get: operations["listAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset link
         * @description Always 204, whether or not the address belongs to an account. When it does, a link `PUBLIC_URL/reset-password/{token}` valid one hour is mailed. At most 20 requests per client address in 15 minutes and 5 per e-mail address in an hour, then 429.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Browser (default): sets the session cookies and answers the CSRF token. `client: "mobile"`: answers a Bearer token pair. A wrong e-mail, a wrong password and an account not yet activated all get 401 `invalid_credentials`. At most 10 failures per e-mail address and 100 per client address in 15 minutes, then 429. When the account has two-factor codes on, the answer is `{two_factor: {challenge, methods}}` instead of a session: send the challenge with a code to `POST /auth/login/two-factor`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a two-factor code or a recovery code
         * @description Answers like the login (the client of the login is kept: cookies and CSRF token, or the token pair). A wrong code is 401 `two_factor_failed`; a code already used (the same 30-second step) counts as wrong; the 5th wrong code ends the challenge, and an ended, used or expired challenge is 401 `challenge_ended`. After 20 wrong codes for one account in 15 minutes, 429.
         */
        post: operations["answerTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the session named by the cookies, the Bearer header or a `refresh_token` body, and clears the cookies. 204 also when already signed out. With cookies, `x-csrf-token` of that session is required (the session is found from the access cookie, or from the refresh cookie once the access token has expired): missing or wrong is 401 `unauthorized` and nothing is revoked.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account
         * @description `two_factor_required`: true when the account must set up a second factor (a code app or a passkey) before anything else (REQUIRE_TWO_FACTOR); until then every other route but sign-out and the two-factor and passkey routes answers 403 `two_factor_required`.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether single sign-on is on, and its name
         * @description The sign-in screen shows "Sign in with <name>" when `enabled`; it then opens `GET /auth/oidc/start`.
         */
        get: operations["getSingleSignOn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider sends the person back here
         * @description Checks `state` (and, in a browser, that the same browser started the sign-in), exchanges the code and checks the ID token (signature with the provider's keys, issuer, audience, expiry, nonce). The account is the existing active one whose e-mail is the ID token's `email` with `email_verified` true. Browser: the session cookies, then 302 to `/` (or to `/sign-in#two_factor=<challenge>` when a second factor is due: the `amr` of the ID token counts when it names one). Mobile: 302 to the app's `redirect_uri` with a one-time `code`, valid 2 minutes. Otherwise 302 to `/sign-in?error=no_account|cancelled|failed` (mobile: `redirect_uri?error=…`), with no account created and no session.
         */
        get: operations["finishSingleSignOn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start single sign-on: a redirect to the provider
         * @description Answers 302 to the provider (authorization code with PKCE S256, `state` and `nonce`, kept by the service for 10 minutes and usable once). `client=browser` (default): `redirect_uri`, if given, is a path of this site to open once signed in (default `/`). `client=mobile`: `redirect_uri` must be one of `OIDC_MOBILE_REDIRECTS` (a configured `http://127.0.0.1/…` or `http://[::1]/…` without a port accepts any port), with the app's own `code_challenge` and `code_challenge_method=S256`; the app is sent back there with a one-time `code` (and its `state`, if it gave one), or with `error=no_account|cancelled|failed`. A refused `redirect_uri` is 422 before any redirect. 404 when single sign-on is not configured; 503 when the provider cannot be reached. At most 600 starts per client address in 15 minutes, then 429.
         */
        get: operations["startSingleSignOn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mobile: exchange the one-time code of single sign-on for tokens
         * @description The `code` the app received at its `redirect_uri` (valid 2 minutes, usable once, even with a wrong verifier) and the `code_verifier` of the challenge it started with. Answers like a mobile `POST /auth/login`: the token pair, or the two-factor challenge when a second factor is due. An unknown, used or expired code, or a verifier that does not match, is 401 `unauthorized`.
         */
        post: operations["exchangeSingleSignOnCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The assertion the browser made for the options. A passkey counts as two factors: the answer is the session, as after a login (`client: "mobile"` for the token pair). An unknown passkey, a wrong signature, a used or foreign challenge or a counter that did not move on: 401 `invalid_credentials`.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin signing in with a passkey
         * @description WebAuthn request options for `navigator.credentials.get()` (any passkey of this service); the challenge works once, for 5 minutes. At most 60 per client address a minute, then 429.
         */
        post: operations["passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the session
         * @description Browser: with the refresh cookie (no CSRF header needed), answers new cookies and the CSRF token. Mobile: with `{refresh_token}`, answers a new pair. Refresh tokens rotate on every use; one used again more than 30 seconds after its rotation revokes the session.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clocks/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's latest work clock record
         * @description `status: true` means clocked in now; `data` is null when the person never clocked. Latest in the order written: a manager's edit that opens or closes the person's working time writes a record too (dated at the period's start or end), which then answers here.
         */
        get: operations["getClock"];
        put?: never;
        /**
         * Clock in or out (toggles without action)
         * @description In: a work record (status true) and an open working time. Out: a record with status false; closes the open working time and any open break at `time`; closing one longer than 24 hours is kept and notified to the person's managers (`working_time_over_24h`). A known `client_id` answers the stored record with 200, before any state rule. Requests of one person are processed one after the other.
         */
        post: operations["clockInOrOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clocks/{user_id}/break": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start or end a break (toggles without action)
         * @description Opens or closes a break inside the open working time (409 `not_clocked_in` without one). Same `client_id` and `time` rules as clocking.
         */
        post: operations["startOrEndBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own requests plus those the caller may review, newest first
         * @description A manager reviews the requests of the members of the teams they manage (never their own); a general manager reviews every request. Each request carries `recorded`: the working time it concerns as it is now, beside the requested `start` and `end`. `user_id` keeps the requests of one person (among those the caller sees).
         */
        get: operations["listCorrections"];
        put?: never;
        /**
         * Request a correction of the caller’s hours
         * @description Notifies every reviewer (`correction_requested`). A known `client_id` answers the stored request with 200, before any other rule.
         */
        post: operations["requestCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corrections/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a request: its working time is changed (or created) as the reviewer’s edit
         * @description Same rules as editing the working time (422 codes, 409 `week_validated`), logged and notified; breaks that no longer fit the corrected period are cut to it. The requester is notified (`correction_approved`). Already reviewed, or its working time deleted since: 409 `conflict`.
         */
        put: operations["approveCorrection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corrections/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reject a request
         * @description The requester is notified (`correction_rejected`). Already reviewed: 409 `conflict`.
         */
        put: operations["rejectCorrection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email-change/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail change (the link sent to the new address)
         * @description After 20 unknown, used or expired links from one client address in 15 minutes (checks and uses of every e-mailed link alike), its unusable links answer 429; a usable link always works.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events (server-sent events)
         * @description What changed, as it happens, for the caller: `clock` `{user_id, status, on_break, time}` of the caller and of the people the caller may view; `notification` `{id, kind}` of the caller; `correction` `{id, user_id, status}` of the caller and of the requests the caller may review; `week_validation` `{id, user_id, week_start, status}` of the caller and of the people they manage; `leave_request` `{id, user_id, status}` of the caller and of the requests the caller may review. Send `Last-Event-ID` to replay what was missed in the last five minutes. Cookie authentication needs no `x-csrf-token` here. The stream ends when the session ends, a Bearer access token expires, the account is deleted or its role changes (reconnect), and when the reader does not keep up (resume with `Last-Event-ID`). At most 20 streams per account (429).
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the service up, and can it reach its database?
         * @description Public and unauthenticated; 503 `unavailable` with `Retry-After` when the database does not answer.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days off of a range: public holidays of HOLIDAYS_REGION and company days
         * @description Public holidays (type `public` of the date-holidays package) of the region set by `HOLIDAYS_REGION` (none when unset), and the company days off, ordered by date. At most 366 days (`range_too_long`).
         */
        get: operations["listHolidays"];
        put?: never;
        /**
         * Add a company day off (general managers)
         * @description One company day off per date (`taken`).
         */
        post: operations["createHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a company day off (general managers)
         * @description A public holiday of the region cannot be deleted: 409 `conflict`.
         */
        delete: operations["deleteHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is away: the caller’s teams and the people they may view, by name, with their leave days
         * @description Approved days of everyone shown; pending days only of the people whose requests the caller may see (themself, the people they review). `leave_type_id` only where the type is visible to colleagues or the caller may view the person. Range at most 366 days.
         */
        get: operations["getLeaveCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar feed (RFC 5545) of a secret address
         * @description One all-day event per run of approved leave the owner’s team calendar shows, from a year ago to a year ahead, with stable UIDs. An unknown or revoked token: 404.
         */
        get: operations["getLeaveCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The requests the caller may review, theirs included (an employee: their own), latest first day first (at most 1000)
         * @description With `start` and `end`: the requests meeting that range; `team_id`: the members of that team.
         */
        get: operations["listLeaveRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending request: its absence is recorded
         * @description A reviewer (a manager of the person, a general manager), never the person. 409 `not_pending` once decided, `week_validated`.
         */
        post: operations["approveLeaveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a request: an approved one’s absence is removed
         * @description The person while pending, or approved before its first day (later: 403); a reviewer at any time. 409 `conflict` when already rejected or cancelled, `week_validated` for a day in a validated week.
         */
        post: operations["cancelLeaveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending request, with the reason
         * @description 409 `not_pending` once decided.
         */
        post: operations["rejectLeaveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leave types: the active ones, or all with include_archived
         * @description Everyone signed in reads them (the request form lists them).
         */
        get: operations["listLeaveTypes"];
        put?: never;
        /**
         * Add a leave type
         * @description Two active types never share a name (`taken`).
         */
        post: operations["createLeaveType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leave-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a leave type (the fields given)
         * @description Requests already made keep their days; new requests follow the type as it is.
         */
        put: operations["updateLeaveType"];
        post?: never;
        /**
         * Remove a leave type: erased when unused, archived (`active: false`) when used
         * @description An archived type refuses new requests (`inactive`); its requests keep their meaning.
         */
        delete: operations["deleteLeaveType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description `meta.unread`: how many of all the caller's notifications are unread.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark notifications read
         * @description Without `ids`: all of the caller's notifications. Ids of other people's notifications are ignored.
         */
        put: operations["markNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a password link (invitation or reset)
         * @description Unknown, used or expired: 404. After 20 unknown, used or expired links from one client address in 15 minutes (checks and uses of every e-mailed link alike), its unusable links answer 429; a usable link always works.
         */
        get: operations["checkPasswordToken"];
        put?: never;
        /**
         * Use a password link: set the password
         * @description Sets the password (10 to 128 characters), activates an invited account and ends every session of the account. Single-use. After 20 unknown, used or expired links from one client address in 15 minutes (checks and uses of every e-mailed link alike), its unusable links answer 429; a usable link always works.
         */
        post: operations["usePasswordToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payroll file of a month: a generic CSV or DATEV LODAS’s ASCII import
         * @description Every active person who had started by the month’s end, with the month’s figures of the attendance report: worked hours, absence hours by kind, leave days by type. `generic`: CSV (`;`, UTF-8 with a byte order mark, CRLF) `employee_number;name;wage_type;quantity;unit`, hours with two decimals and days in halves, a wage type without a code under its own key. `datev_lodas`: DATEV LODAS’s ASCII import (`[Allgemein]`, `[Satzbeschreibung]` with `u_lod_bwd_buchung_standard`, `[Bewegungsdaten]`), Windows-1252, CRLF, decimal comma, one movement per person and wage type with a code (processing key 1 hours, 2 days); names are comments, written as close as Windows-1252 can. It needs the DATEV numbers and a code for `worked` (422 on `profile`). Before the month is ready: 409 `not_ready` with `details.problems`; `draft=true` exports anyway, with `-DRAFT` in the file name and a draft line at the top of the file. The same month and settings give the same bytes. A month after the current one is 422 `in_future`; outside 1970-01 to 2200-12 `out_of_range`.
         */
        get: operations["exportPayroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What keeps a month from being ready for payroll
         * @description The problems `GET /payroll/export` answers with (409 `not_ready`), without the file: `no_employee_number` (for `datev_lodas`, also a number that is not 1 to 5 digits), `weeks_not_validated`, `pending_corrections`, `pending_leave`; and, for `datev_lodas`, `name_transliterated` (a name Windows-1252 cannot hold, written as close as it can: a notice, it does not keep the month from being ready).
         */
        get: operations["getPayrollProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is in, on a break or out, with their time today and this week, ordered by name
         * @description The active people the caller may view, the caller included: everyone for a general manager, the members of the teams they manage for a manager, oneself for an employee. `q` searches names and e-mail addresses; `team_id` keeps that team's members. Seconds are counted in APP_TIMEZONE, breaks excluded, an open period and an open break up to now.
         */
        get: operations["listPresence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service's VAPID public key (the browser's applicationServerKey)
         * @description Base64url of an uncompressed P-256 point; generated once and kept, the same on every instance.
         */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scheduled reports
         * @description Every schedule of the company, oldest first.
         */
        get: operations["listReportSchedules"];
        put?: never;
        /**
         * Have a report e-mailed each month
         * @description On `day_of_month` (1 to 28, APP_TIMEZONE) of each month, the file of the month before is e-mailed as an attachment to each recipient (1 to 20 e-mail addresses), once whatever the number of instances. `report`: `attendance` (`format` `json`, `csv` or `xlsx`; `team_id` for one team, else everyone) or `payroll` (`profile` `generic` or `datev_lodas`, `format` `csv`; a month not ready goes out as a draft that says so). A schedule created after its day of the current month starts with the next month.
         */
        post: operations["createReportSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop a scheduled report
         * @description The months already sent stay sent; nothing more goes out.
         */
        delete: operations["deleteReportSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-schedules/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the month before’s file now
         * @description The e-mails are in the outbox when this answers; they leave with the next round of the mail worker.
         */
        post: operations["runReportSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The attendance report: per person expected, worked, holidays, absences, balance, breaches, weeks, pending requests; totals
         * @description Managers: the active members of the teams they manage; general managers: every active account; `team_id` narrows it to a team (404 unknown, 403 a team the caller does not manage). Ordered by name. Calendar days in APP_TIMEZONE, at most 366 (`range_too_long`). The hours are the balance to date of `GET /users/{id}/balance` (`to_date`: days still to come owe nothing; all zero for a range starting today or later), the absence seconds split by the kind of the absence covering each day; `breaches` counts the breaches of `GET /users/{id}/compliance` for the same range. `format=csv` (UTF-8 with a byte order mark, `H:MM:SS` durations, text that a spreadsheet would run as a formula starts with a quote) and `format=xlsx` (decimal hours, string cells) are attachments in the caller’s language, streamed, with a totals row.
         */
        get: operations["getAttendanceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a schedule version
         * @description Logged and notified (`schedule_deleted`).
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/payroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payroll settings: wage-type codes and DATEV numbers
         * @description Wage types without a code are absent from `wage_types`; DATEV numbers not set are null.
         */
        get: operations["getPayrollSettings"];
        /**
         * Replace the payroll settings
         * @description Wage types: `worked`, `absence_vacation`, `absence_sick`, `absence_training`, `absence_other` and `leave:<leave_type_id>` (an existing leave type), each with a code of 1 to 20 letters, digits, `.`, `_` or `-` (null: none). DATEV: the consultant number (BeraterNr, 1001 to 9999999) and the client number (MandantenNr, 1 to 99999), both or neither; with them, every code must be a DATEV LODAS wage type (1 to 4 digits, 1 to 9999). Refusals are 422 `invalid` on the field (`wage_types.worked`, `datev.client_number`).
         */
        put: operations["updatePayrollSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's reminder policy (general managers)
         * @description Initially: open periods reminded after 720 minutes, missing days after 09:00, no automatic close.
         */
        get: operations["getReminderPolicy"];
        /**
         * Change the company's reminder policy (general managers)
         * @description All three fields, each null to turn it off: `open_after_minutes` 30 to 1,440, `missing_day_after` `HH:MM` (APP_TIMEZONE), `auto_close_after_minutes` 60 to 1,440.
         */
        put: operations["setReminderPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's default schedule (general managers)
         * @description Applies to a person with no schedule version; initially Monday to Friday, 7 hours (25200 s).
         */
        get: operations["getDefaultSchedule"];
        /**
         * Change the company's default schedule (general managers)
         * @description A change is logged in the change log of everyone with no schedule version of their own (the general manager who made it included: subject_type `default_schedule`, subject_id 0, the default before and after) and notified to each of them (`default_schedule_updated`).
         */
        put: operations["setDefaultSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teams visible to the caller
         * @description The managed teams for a manager, every team for a general manager, none for an employee; ordered by name, `limit` and `offset` page them (`meta.total` counts the visible teams).
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Without `manager_id`, the caller manages the team. Only a general manager names another manager.
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a team or change its manager
         * @description Changing the manager is `assign_team_manager` (general managers only).
         */
        put: operations["updateTeam"];
        post?: never;
        /**
         * Delete a team (its members keep their accounts and hours)
         * @description The members stay, with their hours; only the team and its memberships go.
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/averages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Team report: worked time and averages per member, and per day
         * @description Calendar days in APP_TIMEZONE, both ends included, at most 366 days (`range_too_long`). Both bounds are required (`required`); `end` before `start` is `before_start`.
         */
        get: operations["getTeamAverages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each member's balance, ordered by name
         * @description Calendar days in APP_TIMEZONE from 1970-01-01 to 2200-12-31 (`out_of_range`), both ends required and included, at most 366 days (`range_too_long`). Computed for every member in one statement.
         */
        get: operations["getTeamBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Breaches of the legal limits in the members' hours
         * @description Calendar days in APP_TIMEZONE from 1970-01-01 to 2200-12-31 (`out_of_range`), both ends required and included, at most 366 days (`range_too_long`).
         */
        get: operations["getTeamCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member
         * @description Idempotent: adding a member again answers the same team. An unknown or deleted account is 422 `invalid` on `user_id`.
         */
        post: operations["addTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description 404 when the person is not a member of the team.
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/timesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members' timesheets (CSV, XLSX or PDF), ordered by name
         * @description Each member's part is in that member's language (an XLSX worksheet or PDF section per member); the CSV's header row is in the caller's language. At most 366 days (`range_too_long`). Streamed, one member at a time.
         */
        get: operations["getTeamTimesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/week-validations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Month-end: validate the team's weeks up to a date
         * @description For each member whose hours the caller may edit (`edit_working_times`; never the caller), every week that is over (never the current one) from the week of their first working time or absence up to the last week ending on or before `until`, and not validated now (a reopened week is validated again). Weeks with nothing recorded are validated too. A week touched by an open period (`open_period`) or holding a pending correction request, by its requested times or by the period it would change (`pending_correction`), or with a day of a pending leave request (`pending_leave`), is not validated but answered in `blocked`, and offered again next time. Each validation is logged and notified as a single one is; all of them in one transaction. At most 53 weeks of one person and 2000 in all at once, blocked ones included (else 422 `range_too_long` on `until`: validate up to an earlier date first). `dry_run=true` answers the same without writing anything (a preview).
         */
        post: operations["validateTeamWeeks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminal/break": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start or end a break at a terminal, by badge and PIN
         * @description As `POST /clocks/{user_id}/break`, for the badge’s holder. A wrong PIN and a badge nobody has answer the same 403 `wrong_pin`. The 5th wrong PIN for a badge within 15 minutes is still 403, and locks that badge on every terminal for 15 minutes: 429 with `Retry-After`, even with the right PIN; the person is notified (`terminal_pin_locked`). A terminal may fail 30 times in 15 minutes and send 120 requests a minute, then 429.
         */
        post: operations["breakAtTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminal/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clock in or out at a terminal, by badge and PIN
         * @description The terminal’s credential only. Clocks the badge’s holder exactly as their own `POST /clocks/{user_id}` would (toggles without action; 201, or 200 for a known `client_id`; 409 and 422 alike); the record has `source: "terminal"` and the terminal’s id. A wrong PIN and a badge nobody has answer the same 403 `wrong_pin`. The 5th wrong PIN for a badge within 15 minutes is still 403, and locks that badge on every terminal for 15 minutes: 429 with `Retry-After`, even with the right PIN; the person is notified (`terminal_pin_locked`). A terminal may fail 30 times in 15 minutes and send 120 requests a minute, then 429.
         */
        post: operations["clockAtTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shared clocking terminals
         * @description By name; deleted ones are left out. `last_seen_at` is refreshed at most once a minute while a terminal is used.
         */
        get: operations["listTerminals"];
        put?: never;
        /**
         * Register a shared clocking terminal
         * @description Answers the code to type on the tablet once (`POST /terminals/pair`): 8 characters, single use, valid 10 minutes.
         */
        post: operations["registerTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminals/pair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pair a tablet with a terminal (public)
         * @description Answers the terminal’s credential. Unknown, used or expired code: 404. After 20 unusable codes or e-mailed links from one client address in 15 minutes, 429; a usable code always works. Spaces, hyphens and lower case in the code are ignored.
         */
        post: operations["pairTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a terminal
         * @description Its credential is refused at once (401); the clock records made at it keep its `terminal_id`.
         */
        delete: operations["deleteTerminal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terminals/{id}/pairing-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new pairing code for a terminal (to pair a tablet again)
         * @description The terminal’s earlier codes stop working. Once the new code is used, the tablet paired before is refused.
         */
        post: operations["renewTerminalPairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of one's personal access tokens
         * @description Refused at once on every instance. Another account's token, or one already revoked, is 404. Takes a signed-in session (401 with a token).
         */
        delete: operations["revokePersonalAccessToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description `q` searches names and e-mail addresses (and, for general managers, equals a badge number). Managers see active accounts; general managers also invited ones.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite a person
         * @description Creates an invited account and mails it a link `PUBLIC_URL/set-password/{token}` valid 7 days. `language` (optional) is the language of the account and its e-mails.
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import people (CSV or JSON rows)
         * @description The body is a CSV file (`text/csv`: UTF-8, a byte order mark allowed, a header row, `,` or `;` between fields, quoted fields) or JSON `{"rows":[…]}`, at most 2 MiB and 5,000 rows (413 `payload_too_large`). Columns: `email` (required), `name` (required), `role` (`employee` by default), `team` (an existing team, or a new one managed by the row's `team_manager`, else by the caller), `team_manager` (the e-mail of a manager or general manager, existing or created by a row of the same file), `language` (`en`/`fr`/`de`), `weekly_hours` (decimals allowed; a schedule of that many hours spread evenly over Monday to Friday from today; absent: the company default), `badge` (the badge number for the shared terminals: 1 to 20 digits, `invalid` otherwise; `duplicate` when two rows give it, `taken` when another account has it), `employee_number` (the number the payroll software knows the person by: up to 32 characters, `invalid` otherwise; `duplicate` when two rows give it, `taken` when another account has it). `start_date` (the day the person starts, `YYYY-MM-DD` from 1970-01-01 to 2200-12-31, `invalid` otherwise; absent: inferred, see the user resource). `leave_days` (the allowance of the first tracked leave type for the current leave year, in halves such as `25` or `2,5`; `invalid` otherwise or without a tracked type). `dry_run` (default true) only checks. All or nothing: with any invalid row nothing is written and `dry_run` is false in the answer. An e-mail that already has an account is `existing` and left unchanged; every row of an e-mail given twice is `invalid` (`duplicate`). Every created account is sent its invitation. A file that is not UTF-8 text, or whose header has no `email` column, is 422.
         */
        post: operations["importUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one’s name, or a person’s employee number or start date
         * @description `name`: the name shown to the person’s managers, in reports and on timesheets; the person’s own only. `employee_number`: the number the payroll software knows the person by (up to 32 characters; empty or null clears it), set by general managers only, 422 `taken` when another account has it. `start_date` (general managers): the day the person starts, from which the balances expect hours; null infers it again (the earliest of the account’s creation, the first schedule version of their own and the first recorded working time or absence); logged (`subject_type: "start_date"`) and notified (`start_date_updated`). A field the caller may not change is 403. Only the fields given change, all in one transaction.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete an account
         * @description The account can no longer sign in, leaves its teams, and its personal data (hours, clocks, absences, corrections, week validations, notifications) is erased; a nameless tombstone keeps the change log intact. 409 `conflict` while the person manages a team.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's absences, ordered by start date
         * @description With `start` and `end`: the absences overlapping that range.
         */
        get: operations["listAbsences"];
        put?: never;
        /**
         * Record absences of the person (all or nothing)
         * @description No overlap with the person's other absences nor within the request (`overlaps`); 409 `week_validated` when one falls in a validated week. Each is logged and notified.
         */
        post: operations["createAbsences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a person’s badge number (for the terminals)
         * @description 1 to 20 digits, unique among accounts (422 `taken`); null or an empty string removes it.
         */
        put: operations["setBadge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's account of hours: expected, worked, credited, balance per day, week and range
         * @description Calendar days in APP_TIMEZONE from 1970-01-01 to 2200-12-31 (`out_of_range`), both ends required and included, at most 366 days (`range_too_long`).
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret address of the caller’s leave calendar (.ics); the previous one stops working
         * @description The address is shown only in this answer; only its hash is kept.
         */
        post: operations["createCalendarFeed"];
        /**
         * Revoke the secret address of the caller’s leave calendar
         * @description The address answers 404 from then on.
         */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change log of the person's recorded time, newest first
         * @description With `start` and `end`: the entries made in that range.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/changes/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute the person's hash chain
         * @description `valid: false` names the first entry whose hash or link to the previous entry does not hold.
         */
        get: operations["verifyChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Breaches of the legal limits (WORKING_TIME_RULES) in the person's hours
         * @description Calendar days in APP_TIMEZONE from 1970-01-01 to 2200-12-31 (`out_of_range`), both ends required and included, at most 366 days (`range_too_long`). weekly_max looks at the whole weeks that overlap the range.
         */
        get: operations["getCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export one’s own data
         * @description A JSON attachment `{"data":{exported_at, profile, working_times (with breaks), clocks, absences, corrections, week_validations, changes, notifications, teams}}`, each record as the API shows it elsewhere; `teams` lists the teams the person belongs to or manages (`{id, name, manager_id, created_at, member, manager}`). Streamed: the document is written while it is read.
         */
        get: operations["exportUserData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending e-mail change, or null
         * @description The address waiting for confirmation from the link mailed to it, and when that link expires; `data` is null when none is pending.
         */
        get: operations["getEmailChange"];
        put?: never;
        /**
         * Request an e-mail change
         * @description Mails `PUBLIC_URL/confirm-email/{token}` (valid 24 hours) to the new address and a notice to the current one; the address changes when the link is confirmed. A new request replaces a pending one. Wrong `current_password` guesses count as sign-in failures do (429 past the limit).
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the invitation again
         * @description A new link valid 7 days; the previous one stops working. 409 `conflict` when the account is already active.
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/leave-allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the person's allowance of a tracked type for a leave year
         * @description Answers the balance of that type and year. A type that does not exist or is not tracked: `invalid`.
         */
        put: operations["setLeaveAllowance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/leave-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's balances of the tracked leave types for a leave year
         * @description available = accrued + carried over - expired - taken - planned - pending; computed from the records.
         */
        get: operations["listLeaveBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/leave-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's leave requests, latest first day first (at most 1000)
         * @description With `start` and `end`: the requests meeting that range.
         */
        get: operations["listUserLeaveRequests"];
        put?: never;
        /**
         * Ask for leave (the person), or enter it for them (approved at once)
         * @description The days counted: days with expected time in the schedule, not holidays, not before the start; a half counts 0.5. 422: `before_start`, `range_too_long`, `invalid` (halves that cannot be; a type that does not exist), `no_working_days`, `overlaps`, `insufficient_balance` on `leave_type_id` (with `available_days` and `year`), `inactive`. 409 `week_validated` for a day in a validated week. A person the caller may not view: 404.
         */
        post: operations["createLeaveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's passkeys
         * @description Their names, creation and last use; never the keys themselves.
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Register a passkey
         * @description The credential the browser created for the options; the authenticator must have verified its user. Anything else (another challenge, origin or account, a used challenge) is 422 `invalid` on `credential`. 403 `forbidden` to a session opened with the password alone while the person already has a second factor.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin registering a passkey
         * @description WebAuthn creation options for `navigator.credentials.create()`; the challenge works once, for 5 minutes. Needs `current_password` (a wrong one is 422 `invalid`, counted as a failed sign-in) unless the session was opened in the last 5 minutes (422 `required` on `current_password`). A session opened with the password alone while the person already has a second factor is 403 `forbidden`: sign in with that factor first. The person is e-mailed when the factor is added.
         */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/passkeys/{passkey_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description The passkey can no longer be used to sign in.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one’s password
         * @description Answers like login for the calling client (new cookies and CSRF token, or a new token pair); every other session of the account is revoked. A wrong `current_password` is 422 with `details.current_password: [{code: "invalid"}]`; wrong guesses count as sign-in failures do (429 past the limit).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one’s own PIN for the terminals
         * @description 4 to 8 digits. A wrong `current_password` is 422 with `details.current_password: [{code: "invalid"}]`, counted like a sign-in (then 429).
         */
        put: operations["setPin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one’s preferences (language, theme, reminder channels)
         * @description Only the fields given change. `reminders`: whether reminders also come by e-mail and by Web Push (both on by default; the notification is always written).
         */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's browsers subscribed to pushes, newest first
         * @description Only the person themself; the endpoints and keys are not shown back.
         */
        get: operations["listPushSubscriptions"];
        put?: never;
        /**
         * Subscribe one of one's browsers to pushes
         * @description The `PushSubscription` of the browser: `endpoint` must be `https://` on a public address (`not_https`, `private_address`, `unresolvable`) unless PUSH_ALLOW_PRIVATE; `keys.p256dh` a 65-byte P-256 key and `keys.auth` 16 bytes, base64url (`invalid`). At most 10 per person (409 `conflict`); the same endpoint again replaces its keys.
         */
        post: operations["createPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/push-subscriptions/{sub_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsubscribe one of one’s browsers
         * @description Its pushes not yet sent are dropped with it. 404 for a subscription of someone else.
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the role of an account
         * @description Applies at once. 409 `conflict` when making an employee of someone who manages a team.
         */
        put: operations["changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's schedule versions, newest first
         * @description Without a version, the company default (`GET /settings/schedule`) applies.
         */
        get: operations["listSchedules"];
        put?: never;
        /**
         * Add a schedule version
         * @description One version per person and `valid_from` (`taken`). Never for oneself (403). Logged (subject_type `schedule`) and notified (`schedule_created`).
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/sign-in-factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a person's second factors (general managers)
         * @description For a person who lost their code app and recovery codes, or whose account got a factor they did not add: their two-factor codes, recovery codes and passkeys are erased and every session of theirs ends. Written in the change log (`subject_type: "sign_in_factors"`); the person gets a notification (`sign_in_factors_removed`) and an e-mail. Never one's own (403).
         */
        delete: operations["removeSignInFactors"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/timesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's timesheet for payroll (CSV, XLSX or PDF), in the person's language
         * @description Calendar days in APP_TIMEZONE, at most 366 (`range_too_long`). Streamed.
         */
        get: operations["getTimesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's personal access tokens (never their text)
         * @description Tokens not revoked, expired ones included, newest first. Takes a signed-in session (401 with a token).
         */
        get: operations["listPersonalAccessTokens"];
        put?: never;
        /**
         * Create a personal access token (for oneself)
         * @description Answers the token (`tt_pat_…`) this once; only its hash is kept. Sent as `Authorization: Bearer tt_pat_…`, it acts as its owner within its scopes, with the owner's current role. Takes a signed-in session: a token cannot create tokens (401). At most 50 live (neither revoked nor expired) tokens per account: 409 `token_limit_reached`. The owner is e-mailed about every new token; changing or resetting the password revokes them all.
         */
        post: operations["createPersonalAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-factor codes are on
         * @description Whether codes are set up and confirmed, and how many recovery codes are left.
         */
        get: operations["getTotp"];
        put?: never;
        /**
         * Set up two-factor codes: a new secret for a code app
         * @description Answers the secret and its `otpauth://` address (show it as a QR code). Not in use until confirmed with a code. Asking again before confirming replaces the secret; 409 `conflict` when the codes are already on. Needs `current_password` (a wrong one is 422 `invalid`, counted as a failed sign-in) unless the session was opened in the last 5 minutes (422 `required` on `current_password`). A session opened with the password alone while the person already has a second factor is 403 `forbidden`: sign in with that factor first. The person is e-mailed when the factor is added.
         */
        post: operations["startTotp"];
        /**
         * Turn two-factor codes off
         * @description Needs the current password (a wrong one is 422 `invalid` on `current_password`, counted as a failed sign-in). The secret and the recovery codes are erased.
         */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor codes on with a first code
         * @description Answers ten recovery codes, shown this once; each works once instead of a code. A wrong code is 422 with `details.code`. 409 `conflict` when no set-up was started or the codes are already on. 403 `forbidden` to a session opened with the password alone while the person already has a second factor.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/week-validations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's validated and reopened weeks, ordered by week
         * @description With `start` and `end`: the weeks overlapping that range.
         */
        get: operations["listWeekValidations"];
        put?: never;
        /**
         * Validate a week of the person's hours
         * @description A Monday (`not_monday`) of a week that is over in APP_TIMEZONE (`week_not_over`); 409 `week_validated` when already validated. A reopened week can be validated again. Logged and notified.
         */
        post: operations["validateWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhooks (general managers)
         * @description Without their secrets, oldest first, each with who created it (`created_by`) and its `status` (`paused` once that person is no longer a general manager).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook (general managers)
         * @description The URL must be `https://` and resolve only to public addresses (`not_https`, `private_address`, `unresolvable`) unless the service runs with `WEBHOOK_ALLOW_PRIVATE=true`. The answer holds the signing `secret`, shown only here. A `ping` delivery is sent at once.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook (general managers)
         * @description It takes no more events; its deliveries not yet made are not made (`failed`).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries, newest first (general managers)
         * @description Each with its tries, oldest first. Kept 30 days after they are delivered or failed.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a delivery again now (general managers)
         * @description The same body (and event `id`) is sent again at once; a failed delivery gets one more try. The answer is the delivery as it is now (`retrying`). 409 `conflict` while the webhook is paused.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused webhook (general managers)
         * @description A webhook is paused when its creator stops being a general manager (demoted or deleted): it takes no events and its deliveries not yet made are not made. Resumed, it takes the events that happen from now on. 409 `conflict` when it is not paused.
         */
        post: operations["resumeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/week-validations/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reopen a validated week
         * @description 409 `conflict` when the week is not validated. Logged and notified.
         */
        put: operations["reopenWeek"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workingtime/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's working times, ordered by start (`id` is the person)
         * @description With `start` and `end`: the working times overlapping that range.
         */
        get: operations["listWorkingTimes"];
        /**
         * Change a working time (`id` is the working time)
         * @description Fields not given keep their value; `breaks` given replaces them all; closing the open working time without `breaks` ends its break in progress too. Rules: `end` after `start` (`before_start`), at most 24 hours (`too_long`), not in the future (`in_future`), no overlap with the person's other working times (`overlaps`), one open working time per person (`open_exists`), breaks inside their working time; 409 `week_validated` when the old or new interval touches a validated week. Logged in the change log and notified to the person. An edit that opens the person's working time (no `end`) or closes their open one also writes the `work` clock record of the new state (status true at its start, false at its end), so `GET /clocks/{user_id}` and the next clock toggle follow it; the change log records who made the edit.
         */
        put: operations["updateWorkingTime"];
        /**
         * Create a working time for the person (`id` is the person)
         * @description Rules: `end` after `start` (`before_start`), at most 24 hours (`too_long`), not in the future (`in_future`), no overlap with the person's other working times (`overlaps`), one open working time per person (`open_exists`), breaks inside their working time; 409 `week_validated` when the old or new interval touches a validated week. Logged in the change log and notified to the person. An edit that opens the person's working time (no `end`) or closes their open one also writes the `work` clock record of the new state (status true at its start, false at its end), so `GET /clocks/{user_id}` and the next clock toggle follow it; the change log records who made the edit.
         */
        post: operations["createWorkingTime"];
        /**
         * Delete a working time (`id` is the working time)
         * @description 409 `week_validated` when it touches a validated week. Logged and notified. Deleting the open working time writes a `work` clock record with status false at the moment of the deletion (the person is no longer clocked in).
         */
        delete: operations["deleteWorkingTime"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workingtime/{user_id}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One working time of the person
         * @description `user_id` is the person, `id` the working time; 404 when the working time is not theirs.
         */
        get: operations["getWorkingTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Absence */
        Absence: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            created_by: number;
            /**
             * Format: date
             * @description inclusive
             */
            end_date: string;
            /** @description `morning`: only the last day's morning */
            end_half: components["schemas"]["LeaveHalf"] | null;
            id: number;
            /** @description the leave request whose approval created it */
            leave_request_id: number | null;
            note: string | null;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            start_date: string;
            /** @description `afternoon`: only the first day's afternoon */
            start_half: components["schemas"]["LeaveHalf"] | null;
            type: "vacation" | "sick" | "training" | "other";
            user_id: number;
        };
        /**
         * AbsenceSecondsByKind
         * @description credited absence seconds by kind (the absence types)
         */
        AbsenceSecondsByKind: {
            other: number;
            sick: number;
            training: number;
            vacation: number;
        };
        /** AttendanceReport */
        AttendanceReport: {
            /** Format: date */
            end: string;
            people: components["schemas"]["AttendanceRow"][];
            /** Format: date */
            start: string;
            totals: components["schemas"]["AttendanceTotals"];
        };
        /** AttendanceRow */
        AttendanceRow: {
            absence_seconds: components["schemas"]["AbsenceSecondsByKind"];
            balance_seconds: number;
            /** @description breaches of the legal limits in the range (the compliance answer) */
            breaches: number;
            employee_number: string | null;
            expected_seconds: number;
            holiday_seconds: number;
            leave_days: components["schemas"]["LeaveDaysOfType"][];
            name: string;
            pending_corrections: number;
            pending_leave_requests: number;
            user_id: number;
            /** @description the weeks with a day in the range */
            weeks_total: number;
            weeks_validated: number;
            worked_seconds: number;
        };
        /** AttendanceTotals */
        AttendanceTotals: {
            absence_seconds: components["schemas"]["AbsenceSecondsByKind"];
            balance_seconds: number;
            /** @description breaches of the legal limits in the range (the compliance answer) */
            breaches: number;
            expected_seconds: number;
            holiday_seconds: number;
            leave_days: components["schemas"]["LeaveDaysOfType"][];
            pending_corrections: number;
            pending_leave_requests: number;
            /** @description the weeks with a day in the range */
            weeks_total: number;
            weeks_validated: number;
            worked_seconds: number;
        };
        /** AttentionItem */
        AttentionItem: {
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            date: string;
            kind: "open_too_long" | "missing_day" | "auto_closed";
            name: string;
            user_id: number;
            /** @description the period concerned (open_too_long, auto_closed) */
            working_time_id?: number;
        };
        /**
         * Balance
         * @description the top-level account fields are the sums of the days
         */
        Balance: {
            /** @description the expected seconds of days inside an absence (credited) */
            absence_seconds: number;
            /** @description worked + absence - expected */
            balance_seconds: number;
            /** @description every day of the range */
            days: {
                /** @description the expected seconds of days inside an absence (credited) */
                absence_seconds: number;
                /** @description worked + absence - expected */
                balance_seconds: number;
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                date: string;
                /** @description the schedule's seconds, except on holidays */
                expected_seconds: number;
                /** @description the schedule's seconds of holidays (then not expected) */
                holiday_seconds: number;
                /** @description clipped to the day, breaks deducted, open periods up to now */
                worked_seconds: number;
            }[];
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            end: string;
            /** @description the schedule's seconds, except on holidays */
            expected_seconds: number;
            /** @description the schedule's seconds of holidays (then not expected) */
            holiday_seconds: number;
            /** @description the sum of the daily balances from the person's first schedule version (`running_since`) up to and including `running_through`; null without a version starting by then */
            running_balance_seconds: number | null;
            /** @description the first schedule version's valid_from */
            running_since: string | null;
            /**
             * Format: date
             * @description the last day the running balance counts: `to_date.through`, or yesterday when the range starts today or later
             */
            running_through: string;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            start: string;
            /** @description what the days up to yesterday owe and credit (days after today are not owed yet); null when the range starts today or later */
            to_date: {
                /** @description the expected seconds of days inside an absence (credited) */
                absence_seconds: number;
                /** @description worked + absence - expected */
                balance_seconds: number;
                /** @description the schedule's seconds, except on holidays */
                expected_seconds: number;
                /** @description the schedule's seconds of holidays (then not expected) */
                holiday_seconds: number;
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                through: string;
                /** @description clipped to the day, breaks deducted, open periods up to now */
                worked_seconds: number;
            } | null;
            /** @description the day in progress, apart from `to_date`; present only when today is in the range */
            today?: {
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                date: string;
                /** @description today's expected seconds */
                expected_seconds: number;
                /** @description worked so far today */
                worked_seconds: number;
            };
            user_id: number;
            /** @description the sums per week (Monday to Sunday), the first and last cut by the range */
            weeks: {
                /** @description the expected seconds of days inside an absence (credited) */
                absence_seconds: number;
                /** @description worked + absence - expected */
                balance_seconds: number;
                /** @description the schedule's seconds, except on holidays */
                expected_seconds: number;
                /** @description the schedule's seconds of holidays (then not expected) */
                holiday_seconds: number;
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                week_start: string;
                /** @description clipped to the day, breaks deducted, open periods up to now */
                worked_seconds: number;
            }[];
            /** @description clipped to the day, breaks deducted, open periods up to now */
            worked_seconds: number;
        };
        /** Break */
        Break: {
            end: string | null;
            id: number;
            /**
             * @description an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`
             * @example 2026-11-21 08:30:00
             */
            start: string;
        };
        /**
         * BrowserSession
         * @description the answer to a browser client (`client` omitted or `"browser"`), with the session cookies
         */
        BrowserSession: {
            /** @description send it as `x-csrf-token` on every request (the session is in the cookies) */
            csrf_token: string;
            user: components["schemas"]["User"];
        };
        /** CalendarFeed */
        CalendarFeed: {
            /**
             * Format: uri
             * @description the secret address of the feed, shown only in this answer
             */
            url: string;
        };
        /** Change */
        Change: {
            action: "create" | "update" | "delete" | "validate" | "reopen";
            /** @description who changed it; null when the service itself did (an automatic close) */
            actor_id: number | null;
            /** @description the name of who changed it (as the account is named now); `Timetrack` for the service */
            actor_name: string;
            /** @description the subject as the API shows it after; null on delete */
            after: unknown;
            /** @description the subject as the API showed it before; null on create */
            before: unknown;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description SHA-256 over the entry and the previous entry hash of the person */
            hash: string;
            id: number;
            subject_id: number;
            /**
             * @example working_time
             * @example absence
             * @example week_validation
             */
            subject_type: string;
            /** @description whose recorded time changed */
            user_id: number;
        };
        /** ClockRecord */
        ClockRecord: {
            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
            backdated: boolean;
            /** Format: uuid */
            client_id: string;
            id: number;
            kind: "work" | "break";
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            received_at: string;
            /** @description where it was recorded: the person's own app (or the API), or a shared terminal */
            source: "app" | "terminal";
            /** @description work: true = clocked in; break: true = on break */
            status: boolean;
            /** @description the shared terminal, when `source` is `terminal` */
            terminal_id: number | null;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            time: string;
            user_id: number;
            working_time_id: number | null;
        };
        /** Compliance */
        Compliance: {
            /** @description flags for people to act on, ordered by date; recording is never refused */
            breaches: {
                /**
                 * Format: date
                 * @description the day; for weekly_max the Monday of the week
                 */
                date: string;
                limit_seconds: number;
                measured_seconds: number;
                /** @description `daily_rest`: 11 h without work within the 24 h that follow the start of each period; `weekly_max`: 48 h worked a week; `daily_max`: 10 h worked a day; `break`: breaks (recorded, or gaps between the day’s periods) of 30 min past 6 h and 45 min past 9 h (de), 20 min past 6 h (fr) */
                rule: "daily_rest" | "weekly_max" | "daily_max" | "break";
                user_id: number;
                working_time_ids: number[];
            }[];
            /** @description the rule set of WORKING_TIME_RULES: eu = daily_rest + weekly_max; de, fr = eu + daily_max + break */
            rules: "eu" | "de" | "fr" | "none";
        };
        /** Correction */
        Correction: {
            client_id: string | null;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /**
             * @description an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`
             * @example 2026-11-21 08:30:00
             */
            end: string;
            id: number;
            reason: string;
            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
            recorded: components["schemas"]["RecordedPeriod"] | null;
            review_comment: string | null;
            reviewed_at: string | null;
            reviewer_id: number | null;
            /**
             * @description an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`
             * @example 2026-11-21 08:30:00
             */
            start: string;
            status: "pending" | "approved" | "rejected";
            /** @description the requester */
            user_id: number;
            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
            working_time_id: number | null;
        };
        /** CreatedPersonalAccessToken */
        CreatedPersonalAccessToken: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description null: never expires */
            expires_at: string | null;
            id: number;
            name: string;
            scopes: components["schemas"]["TokenScope"][];
            /** @description shown this once; stored only as a hash */
            token: string;
        };
        /** CreatedWebhook */
        CreatedWebhook: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description the general manager who created it */
            created_by: number;
            /** @description their name, as the account is named now */
            created_by_name: string;
            description: string | null;
            events: components["schemas"]["WebhookEventType"][];
            id: number;
            paused_at: string | null;
            /** @description the signing secret, shown only in this answer */
            secret: string;
            /** @description `paused` once its creator is no longer a general manager (demoted or deleted): it takes no events until a general manager resumes it */
            status: "active" | "paused";
            url: string;
        };
        /** Error */
        Error: {
            /** @description stable code */
            code: string;
            /** @description validation failures: field → codes; for 409 `not_ready`, `problems`: each person and what keeps the payroll month from being ready */
            details?: {
                [key: string]: ({
                    /** @description `insufficient_balance`: the days left in that leave year */
                    available_days?: number;
                    code: string;
                    /** @description `insufficient_balance`: the leave year */
                    year?: number;
                } | {
                    problem: string;
                    user_id: number;
                })[];
            };
            /** @description English sentence; clients must not depend on it */
            error: string;
            /** @description validation messages per field */
            errors?: {
                [key: string]: string[];
            };
        };
        /**
         * Error400
         * @description Malformed JSON
         */
        Error400: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "bad_request";
        };
        /**
         * Error401
         * @description Missing, invalid, expired or revoked credentials, or wrong sign-in details
         */
        Error401: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "unauthorized";
        };
        /**
         * Error401UnauthorizedInvalidCredentials
         * @description Missing, invalid, expired or revoked credentials, or wrong sign-in details
         */
        Error401UnauthorizedInvalidCredentials: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "unauthorized" | "invalid_credentials";
        };
        /**
         * Error401UnauthorizedTwoFactorFailedChallengeEnded
         * @description Missing, invalid, expired or revoked credentials, or wrong sign-in details
         */
        Error401UnauthorizedTwoFactorFailedChallengeEnded: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "unauthorized" | "two_factor_failed" | "challenge_ended";
        };
        /**
         * Error403
         * @description The rule function refused the action, or the account must set up a second factor first
         */
        Error403: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "forbidden" | "two_factor_required";
        };
        /**
         * Error403Forbidden
         * @description The rule function refused the action, or the account must set up a second factor first
         */
        Error403Forbidden: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "forbidden";
        };
        /**
         * Error403WrongPin
         * @description The rule function refused the action, or the account must set up a second factor first
         */
        Error403WrongPin: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "wrong_pin";
        };
        /**
         * Error404
         * @description Unknown route or record
         */
        Error404: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "not_found";
        };
        /**
         * Error409
         * @description State conflict
         */
        Error409: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "conflict";
        };
        /**
         * Error409AlreadyClockedInNotClockedInWeekValidated
         * @description State conflict
         */
        Error409AlreadyClockedInNotClockedInWeekValidated: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "already_clocked_in" | "not_clocked_in" | "week_validated";
        };
        /**
         * Error409ConflictWeekValidated
         * @description State conflict
         */
        Error409ConflictWeekValidated: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "conflict" | "week_validated";
        };
        /**
         * Error409NotClockedInAlreadyOnBreakNotOnBreakWeekValidated
         * @description State conflict
         */
        Error409NotClockedInAlreadyOnBreakNotOnBreakWeekValidated: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "not_clocked_in" | "already_on_break" | "not_on_break" | "week_validated";
        };
        /**
         * Error409NotPending
         * @description State conflict
         */
        Error409NotPending: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "not_pending";
        };
        /**
         * Error409NotReady
         * @description State conflict
         */
        Error409NotReady: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "not_ready";
        };
        /**
         * Error409TokenLimitReached
         * @description State conflict
         */
        Error409TokenLimitReached: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "token_limit_reached";
        };
        /**
         * Error409WeekValidated
         * @description State conflict
         */
        Error409WeekValidated: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "week_validated";
        };
        /**
         * Error409WeekValidatedNotPending
         * @description State conflict
         */
        Error409WeekValidatedNotPending: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "week_validated" | "not_pending";
        };
        /**
         * Error413
         * @description Body over 100 KiB
         */
        Error413: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "payload_too_large";
        };
        /**
         * Error415
         * @description Body not JSON
         */
        Error415: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "unsupported_media_type";
        };
        /**
         * Error422
         * @description Validation failed: `details` has the codes per field, `errors` the messages
         */
        Error422: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "validation_failed";
        };
        /**
         * Error429
         * @description Too many attempts; `Retry-After` says when to try again
         */
        Error429: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "rate_limited";
        };
        /**
         * Error503
         * @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed
         */
        Error503: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "unavailable";
        };
        /** Holiday */
        Holiday: {
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            date: string;
            /** @description region days kept by the service have ids too, and cannot be deleted; a region day of a year it does not keep (far in the past or the future) has a negative id, the same at every read */
            id: number;
            name: string;
            source: "region" | "company";
        };
        /** ImportResult */
        ImportResult: {
            created: number;
            dry_run: boolean;
            existing: number;
            invalid: number;
            rows: {
                email: string;
                /** @description field → problems, on invalid rows */
                errors?: {
                    badge?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    email?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    employee_number?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    language?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    leave_days?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    name?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    role?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    start_date?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    team?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    team_manager?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                    weekly_hours?: {
                        code: "required" | "invalid" | "duplicate" | "not_a_manager" | "taken";
                    }[];
                };
                /** @description counted from 1 after the header row */
                row: number;
                status: "created" | "existing" | "invalid";
            }[];
        };
        /** ImportRow */
        ImportRow: {
            badge?: string | null;
            email?: string | null;
            employee_number?: string | null;
            language?: string | null;
            leave_days?: string | number | null;
            name?: string | null;
            role?: string | null;
            start_date?: string | null;
            team?: string | null;
            team_manager?: string | null;
            weekly_hours?: string | number | null;
        };
        /** LeaveAccrual */
        LeaveAccrual: "annual" | "monthly";
        /** LeaveBalance */
        LeaveBalance: {
            /**
             * @description annual: the whole allowance; monthly: the twelfths due by today (rounded to halves)
             * @example 2.5
             */
            accrued_days: number;
            /** @example 2.5 */
            allowance_days: number;
            /** @description accrued + carried over - expired - taken - planned - pending (below 0 only for a type that allows it) */
            available_days: number;
            /**
             * @description left by the previous leave year, spent first
             * @example 2.5
             */
            carried_over_days: number;
            /** @description the last day carried-over days may be spent on */
            carried_over_expires_on: string | null;
            /**
             * @description carried-over days not spent by their expiry
             * @example 2.5
             */
            expired_days: number;
            leave_type_id: number;
            /**
             * @description days of pending requests
             * @example 2.5
             */
            pending_days: number;
            /**
             * @description approved days after today
             * @example 2.5
             */
            planned_days: number;
            /**
             * @description approved days up to today
             * @example 2.5
             */
            taken_days: number;
            /** @description the leave year, named by the calendar year it starts in */
            year: number;
            /**
             * Format: date
             * @description the leave year’s last day
             */
            year_end: string;
            /**
             * Format: date
             * @description the leave year’s first day
             */
            year_start: string;
        };
        /** LeaveCalendarDay */
        LeaveCalendarDay: {
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            date: string;
            /** @description null: the whole day */
            half: components["schemas"]["LeaveHalf"] | null;
            /** @description only where the type is visible to colleagues or the caller may view the person */
            leave_type_id?: number;
            status: "approved" | "pending";
        };
        /** LeaveCalendarPerson */
        LeaveCalendarPerson: {
            /** @description the counted days of their leave in the range */
            days: components["schemas"]["LeaveCalendarDay"][];
            name: string;
            user_id: number;
        };
        /** LeaveDaysOfType */
        LeaveDaysOfType: {
            /** @description in halves */
            days: number;
            leave_type_id: number;
        };
        /** LeaveHalf */
        LeaveHalf: "morning" | "afternoon";
        /** LeaveRequest */
        LeaveRequest: {
            comment: string | null;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /**
             * @description the days counted: with expected time in the schedule, not holidays, not before the start; a half counts 0.5
             * @example 2.5
             */
            days: number;
            decided_at: string | null;
            decided_by: number | null;
            decision_comment: string | null;
            /**
             * Format: date
             * @description inclusive
             */
            end_date: string;
            /** @description over several days `morning` (only the last day's morning); on one day, the half taken */
            end_half: components["schemas"]["LeaveHalf"] | null;
            id: number;
            leave_type_id: number;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            start_date: string;
            /** @description over several days `afternoon` (only the first day's afternoon); on one day, the half taken */
            start_half: components["schemas"]["LeaveHalf"] | null;
            status: components["schemas"]["LeaveRequestStatus"];
            user_id: number;
        };
        /** LeaveRequestStatus */
        LeaveRequestStatus: "pending" | "approved" | "rejected" | "cancelled";
        /** LeaveType */
        LeaveType: {
            accrual: components["schemas"]["LeaveAccrual"];
            /** @description false: archived (a type in use is never erased) */
            active: boolean;
            /** @description requests may take more than what is available */
            allow_negative: boolean;
            /**
             * @description the allowance of a leave year, unless set for the person
             * @example 2.5
             */
            annual_days: number;
            /** @description carried-over days are spent up to the first such day on or after the leave year’s first day; null: never expire */
            carry_over_expires: string | null;
            /**
             * @description the most days a leave year carries into the next
             * @example 2.5
             */
            carry_over_max_days: number;
            category: "vacation" | "sick" | "training" | "other";
            id: number;
            name: string;
            /** @description false: a request is approved when made */
            requires_approval: boolean;
            /** @description has an allowance and a balance */
            tracked: boolean;
            /** @description colleagues see the type in the team calendar */
            visible_to_colleagues: boolean;
        };
        /**
         * Me
         * @description The signed-in account, and whether it must set up a second factor first
         */
        Me: {
            /** @description the badge number for the shared terminals; shown to general managers only */
            badge?: string | null;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            email: string;
            /** @description the number the payroll software knows the person by; null while not set */
            employee_number: string | null;
            /** @description whether a PIN for the shared terminals is set; shown to the person and general managers */
            has_pin?: boolean;
            id: number;
            name: string;
            preferences: {
                language: "en" | "fr" | "de";
                reminders: components["schemas"]["ReminderChannels"];
                theme: "light" | "dark" | "system";
            };
            role: "employee" | "manager" | "general_manager";
            /** @description the day the person starts, set by a general manager; null: the earliest of the account’s creation, their first schedule version and their first recorded working time or absence */
            start_date: string | null;
            status: "invited" | "active";
            two_factor_required?: boolean;
        };
        /**
         * MobileSession
         * @description the answer to a mobile client (`client: "mobile"`): the token pair
         */
        MobileSession: {
            /** @description `Authorization: Bearer <access_token>` */
            access_token: string;
            /** @description seconds the access token lives */
            expires_in: number;
            /** @description for `POST /auth/refresh` */
            refresh_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            user: components["schemas"]["User"];
        };
        /** NewPersonalAccessToken */
        NewPersonalAccessToken: {
            /** @description omitted: never expires */
            expires_in_days?: number;
            /** @description what the token is for */
            name: string;
            scopes: components["schemas"]["TokenScope"][];
        };
        /** Notification */
        Notification: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            data: {
                [key: string]: unknown;
            };
            id: number;
            /** @example working_time_updated */
            kind: string;
            read_at: string | null;
        };
        /** PairedTerminal */
        PairedTerminal: {
            name: string;
            terminal_id: number;
            /** @description the terminal’s credential: `Authorization: Bearer <token>` on the terminal routes only */
            token: string;
        };
        /** Passkey */
        Passkey: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            id: number;
            last_used_at: string | null;
            name: string;
        };
        /** PasskeyAssertion */
        PasskeyAssertion: {
            authenticatorAttachment?: string;
            clientExtensionResults?: Record<string, never>;
            id: string;
            rawId: string;
            response: {
                authenticatorData: string;
                clientDataJSON: string;
                signature: string;
                userHandle?: string;
            };
            /** @enum {string} */
            type: "public-key";
        };
        /** PasskeyRegistration */
        PasskeyRegistration: {
            authenticatorAttachment?: string;
            clientExtensionResults?: Record<string, never>;
            id: string;
            rawId: string;
            response: {
                attestationObject: string;
                clientDataJSON: string;
                transports?: string[];
            };
            /** @enum {string} */
            type: "public-key";
        };
        /** PayrollProblem */
        PayrollProblem: {
            problem: "no_employee_number" | "weeks_not_validated" | "pending_corrections" | "pending_leave" | "name_transliterated";
            user_id: number;
        };
        /** PayrollReadiness */
        PayrollReadiness: {
            problems: components["schemas"]["PayrollProblem"][];
            ready: boolean;
        };
        /** PayrollSettings */
        PayrollSettings: {
            datev: {
                client_number: string | null;
                consultant_number: string | null;
            };
            /** @description wage type → code: `worked`, `absence_vacation`, `absence_sick`, `absence_training`, `absence_other`, `leave:<leave_type_id>` */
            wage_types: {
                [key: string]: string;
            };
        };
        /** PendingEmailChange */
        PendingEmailChange: {
            email: string;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            expires_at: string;
        };
        /** PersonalAccessToken */
        PersonalAccessToken: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description null: never expires */
            expires_at: string | null;
            id: number;
            /** @description null before its first use; updated at most once a minute */
            last_used_at: string | null;
            name: string;
            scopes: components["schemas"]["TokenScope"][];
        };
        /** Presence */
        Presence: {
            name: string;
            /** @description `in`: the open period's start; `break`: the break's start; `out`: the last period's end (null without one) */
            since: string | null;
            /** @description `in`: clocked in; `break`: on a break; `out`: not clocked in */
            status: "in" | "break" | "out";
            /** @description the teams the person belongs to */
            team_ids: number[];
            /** @description worked today (APP_TIMEZONE), breaks excluded, an open period up to now */
            today_seconds: number;
            user_id: number;
            /** @description worked this calendar week (Monday first, APP_TIMEZONE), as above */
            week_seconds: number;
        };
        /** PushKey */
        PushKey: {
            public_key: string;
        };
        /** PushSubscription */
        PushSubscription: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            id: number;
        };
        /** RecordedPeriod */
        RecordedPeriod: {
            breaks: components["schemas"]["Break"][];
            /** @description null while the period is open */
            end: string | null;
            /**
             * @description an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`
             * @example 2026-11-21 08:30:00
             */
            start: string;
        };
        /** RecoveryCodes */
        RecoveryCodes: {
            recovery_codes: string[];
        };
        /**
         * RegisteredTerminal
         * @description A terminal and the code to pair a tablet with it (valid 10 minutes, single use)
         */
        RegisteredTerminal: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            id: number;
            name: string;
            /** @description 8 characters of ACDEFGHJKMNPQRTUVWXY34679; single use */
            pairing_code: string;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            pairing_code_expires_at: string;
        };
        /** ReminderChannels */
        ReminderChannels: {
            /** @description reminders also come by e-mail */
            email: boolean;
            /** @description reminders and requests also come by Web Push to the subscribed devices */
            push: boolean;
        };
        /** ReminderPolicy */
        ReminderPolicy: {
            /** @description an open period older than this is closed by the service; null: off */
            auto_close_after_minutes: number | null;
            /** @description the local time (HH:MM, APP_TIMEZONE) after which a day expected and left empty is reminded; null: off */
            missing_day_after: string | null;
            /** @description an open period older than this gets one reminder; null: off */
            open_after_minutes: number | null;
        };
        /** ReportSchedule */
        ReportSchedule: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            day_of_month: number;
            format: "json" | "csv" | "xlsx";
            id: number;
            profile: "generic" | "datev_lodas" | null;
            recipients: string[];
            report: "attendance" | "payroll";
            team_id: number | null;
        };
        /** ReportScheduleRun */
        ReportScheduleRun: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            id: number;
            /** @description `YYYY-MM`: the month whose file was sent */
            month: string;
            schedule_id: number;
            trigger: "schedule" | "manual";
        };
        /**
         * Schedule
         * @description applies from valid_from (a day in APP_TIMEZONE) until the next version
         */
        Schedule: {
            id: number;
            user_id: number;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            valid_from: string;
            weekly: components["schemas"]["Weekly"];
        };
        /** Session */
        Session: components["schemas"]["BrowserSession"] | components["schemas"]["MobileSession"];
        /** Team */
        Team: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            id: number;
            manager_id: number;
            /** @description ordered by name */
            members: components["schemas"]["TeamMember"][];
            name: string;
        };
        /** TeamAverages */
        TeamAverages: {
            /** @description days in the range, both ends included */
            days: number;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            end: string;
            /** @description the current members, ordered by name */
            members: {
                /** @description round(worked_seconds / worked_days), 0 without a worked day */
                daily_average_seconds: number;
                name: string;
                user_id: number;
                /** @description round(worked_seconds * 7 / days) */
                weekly_average_seconds: number;
                /** @description days of the range (in APP_TIMEZONE) with worked time */
                worked_days: number;
                /** @description working time inside the range, breaks deducted, open periods up to now */
                worked_seconds: number;
            }[];
            /** @description the team's worked seconds on each day of the range, zeros included */
            series: {
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                date: string;
                worked_seconds: number;
            }[];
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            start: string;
            /** @description sum of the members' worked seconds; rounded mean of their (rounded) averages; zeros without members */
            team: {
                daily_average_seconds: number;
                weekly_average_seconds: number;
                worked_seconds: number;
            };
            team_id: number;
        };
        /** TeamMember */
        TeamMember: {
            email: string;
            id: number;
            name: string;
            role: "employee" | "manager" | "general_manager";
            /** @description the day the person starts, as the User resource has it */
            start_date: string | null;
        };
        /** TeamWeekValidations */
        TeamWeekValidations: {
            /** @description the weeks held back, not validated: offered again on the next call */
            blocked: {
                /** @description a pending request touching the week, for `pending_correction` */
                correction_id: number | null;
                /** @description a pending leave request with a day in the week, for `pending_leave` */
                leave_request_id: number | null;
                /** @description the first that holds the week back, in this order: `open_period`, `pending_correction`, `pending_leave` */
                reason: "open_period" | "pending_correction" | "pending_leave";
                user_id: number;
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                week_start: string;
                /** @description the open period, for `open_period` */
                working_time_id: number | null;
            }[];
            /** @description true: nothing was written, the answer says what would happen */
            dry_run: boolean;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            until: string;
            /** @description the weeks validated (in a dry run: that would be), by person then week */
            validated: {
                /** @description the week validation; null in a dry run */
                id: number | null;
                user_id: number;
                /**
                 * Format: date
                 * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                 * @example 2026-11-16
                 */
                week_start: string;
            }[];
        };
        /** Terminal */
        Terminal: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description the general manager who registered it */
            created_by: number;
            id: number;
            /** @description its last request, to the minute (refreshed at most once a minute); null until paired */
            last_seen_at: string | null;
            name: string;
            /** @description when a tablet was last paired with it; null until then */
            paired_at: string | null;
        };
        /**
         * TerminalClock
         * @description What the terminal shows the person for a few seconds; nothing else
         */
        TerminalClock: {
            /** @description the person’s name, for the greeting */
            name: string;
            on_break: boolean;
            record: components["schemas"]["ClockRecord"];
            /** @description clocked in now (as a work clock record’s `status`) */
            status: boolean;
            /** @description worked today (APP_TIMEZONE), up to now */
            today_seconds: number;
        };
        /**
         * TokenScope
         * @description `read`: every GET the owner may make; `clock`: the owner's own clocks and breaks (and their clock state); `manage`: all the owner may do
         */
        TokenScope: "read" | "clock" | "manage";
        /** TotpSetup */
        TotpSetup: {
            otpauth_url: string;
            secret: string;
        };
        /** TotpStatus */
        TotpStatus: {
            enabled: boolean;
            recovery_codes_left: number;
        };
        /**
         * TwoFactorChallenge
         * @description the first factor was right; the account asks for a second before the session
         */
        TwoFactorChallenge: {
            two_factor: {
                /** @description send it to `POST /auth/login/two-factor` with a code, within 5 minutes */
                challenge: string;
                /** @description `totp` and `recovery_code`: answer at `POST /auth/login/two-factor`; `passkey`: the account has a passkey, so sign in with it (`POST /auth/passkey`) instead: a password alone opens no session of an account with a second factor */
                methods: ("totp" | "recovery_code" | "passkey")[];
            };
        };
        /** User */
        User: {
            /** @description the badge number for the shared terminals; shown to general managers only */
            badge?: string | null;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            email: string;
            /** @description the number the payroll software knows the person by; null while not set */
            employee_number: string | null;
            /** @description whether a PIN for the shared terminals is set; shown to the person and general managers */
            has_pin?: boolean;
            id: number;
            name: string;
            preferences: {
                language: "en" | "fr" | "de";
                reminders: components["schemas"]["ReminderChannels"];
                theme: "light" | "dark" | "system";
            };
            role: "employee" | "manager" | "general_manager";
            /** @description the day the person starts, set by a general manager; null: the earliest of the account’s creation, their first schedule version and their first recorded working time or absence */
            start_date: string | null;
            status: "invited" | "active";
        };
        /** WebAuthnOptions */
        WebAuthnOptions: {
            [key: string]: unknown;
        };
        /** Webhook */
        Webhook: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /** @description the general manager who created it */
            created_by: number;
            /** @description their name, as the account is named now */
            created_by_name: string;
            description: string | null;
            events: components["schemas"]["WebhookEventType"][];
            id: number;
            paused_at: string | null;
            /** @description `paused` once its creator is no longer a general manager (demoted or deleted): it takes no events until a general manager resumes it */
            status: "active" | "paused";
            url: string;
        };
        /** WebhookAttempt */
        WebhookAttempt: {
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            at: string;
            duration_ms: number;
            error: string | null;
            /** @description null when no answer came */
            status_code: number | null;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /** @description oldest first */
            attempts: components["schemas"]["WebhookAttempt"][];
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @description the `id` of the body: the same at every try
             */
            event_id: string;
            /**
             * Format: uuid
             * @description the `Timetrack-Delivery` header
             */
            id: string;
            /** @description when it is tried next; null once delivered or failed */
            next_attempt_at: string | null;
            status: "pending" | "retrying" | "delivered" | "failed";
            type: components["schemas"]["WebhookEventType"] | "ping";
        };
        /** WebhookEventType */
        WebhookEventType: "clock.created" | "working_time.created" | "working_time.updated" | "working_time.deleted" | "correction.approved" | "correction.rejected" | "week.validated" | "week.reopened" | "absence.created" | "absence.deleted" | "user.invited" | "user.deleted" | "leave_request.created" | "leave_request.approved" | "leave_request.rejected" | "leave_request.cancelled";
        /** WeekValidation */
        WeekValidation: {
            id: number;
            reopened_at: string | null;
            reopened_by: number | null;
            status: "validated" | "reopened";
            user_id: number;
            /**
             * Format: date-time
             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
             * @example 2026-11-21T08:30:00.000Z
             */
            validated_at: string;
            validated_by: number;
            /**
             * Format: date
             * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
             * @example 2026-11-16
             */
            week_start: string;
        };
        /**
         * Weekly
         * @description seconds owed on each weekday
         */
        Weekly: {
            fri: number;
            mon: number;
            sat: number;
            sun: number;
            thu: number;
            tue: number;
            wed: number;
        };
        /** WorkingTime */
        WorkingTime: {
            /** @description closed by the service after being left open too long (docs/api.md#reminders); false once someone changes it */
            auto_closed: boolean;
            breaks: components["schemas"]["Break"][];
            /** @description null while the period is open */
            end: string | null;
            id: number;
            /**
             * @description an instant in UTC (never local time): `YYYY-MM-DD HH:MM:SS`
             * @example 2026-11-21 08:30:00
             */
            start: string;
            user_id: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409ConflictWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listAttention: {
        parameters: {
            query?: {
                team_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttentionItem"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client?: "mobile" | "browser";
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"] | components["schemas"]["TwoFactorChallenge"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401UnauthorizedInvalidCredentials"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    answerTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401UnauthorizedTwoFactorFailedChallengeEnded"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    refresh_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Me"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403Forbidden"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getSingleSignOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            /** @description the provider as people know it; null when off */
                            name: string | null;
                        };
                    };
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    finishSingleSignOn: {
        parameters: {
            query?: {
                state?: string;
                code?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description into the app, to the mobile app, or back to the sign-in screen */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    startSingleSignOn: {
        parameters: {
            query?: {
                client?: "browser" | "mobile";
                redirect_uri?: string;
                code_challenge?: string;
                code_challenge_method?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to the provider */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    exchangeSingleSignOnCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    code_verifier: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"] | components["schemas"]["TwoFactorChallenge"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client?: "mobile" | "browser";
                    credential: components["schemas"]["PasskeyAssertion"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"] | components["schemas"]["TwoFactorChallenge"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401UnauthorizedInvalidCredentials"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebAuthnOptions"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    refresh_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockRecord"] | null;
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    clockInOrOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description omitted: toggles */
                    action?: "in" | "out";
                    /**
                     * Format: uuid
                     * @description client-generated; a client_id already received for the person answers the stored record with 200
                     */
                    client_id?: string;
                    /**
                     * @description when it happened (default: when received); ISO 8601 with Z or an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). At most 2 minutes ahead (`in_future`), not before the latest clock record (`before_last_clock`), at most 7 days old (`too_old`), not in a validated week (409 `week_validated`). More than 10 minutes before it is received, the record is marked `backdated` and the person's managers are notified (`clock_backdated`)
                     * @example 2026-11-20 08:30:00
                     */
                    time?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockRecord"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockRecord"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409AlreadyClockedInNotClockedInWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    startOrEndBreak: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description omitted: toggles */
                    action?: "start" | "end";
                    /**
                     * Format: uuid
                     * @description client-generated; a client_id already received for the person answers the stored record with 200
                     */
                    client_id?: string;
                    /**
                     * @description when it happened (default: when received); ISO 8601 with Z or an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). At most 2 minutes ahead (`in_future`), not before the latest clock record (`before_last_clock`), at most 7 days old (`too_old`), not in a validated week (409 `week_validated`). More than 10 minutes before it is received, the record is marked `backdated` and the person's managers are notified (`clock_backdated`)
                     * @example 2026-11-20 08:30:00
                     */
                    time?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockRecord"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockRecord"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409NotClockedInAlreadyOnBreakNotOnBreakWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listCorrections: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                /** @description only the requests of this person */
                user_id?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Correction"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    requestCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description client-generated; a client_id already received answers the stored request with 200
                     */
                    client_id?: string;
                    /**
                     * @description the corrected end: after start (`before_start`), at most 24 hours later (`too_long`), not in the future (`in_future`): `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                     * @example 2026-11-20 08:30:00
                     */
                    end: string;
                    reason: string;
                    /**
                     * @description the corrected start: `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                     * @example 2026-11-20 08:30:00
                     */
                    start: string;
                    /** @description the working time to change, one of the caller’s own (else 404); omitted or null: asks for a new one */
                    working_time_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Correction"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Correction"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    approveCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description shown to the requester */
                    comment?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Correction"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409ConflictWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    rejectCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description shown to the requester */
                    comment?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Correction"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received; anything else gets `reset` */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless text/event-stream. Each event: an `id:` line, an `event:` line (`clock`, `notification`, `correction`, `week_validation`, `leave_request`) and a JSON `data:` line; `reset` (no id) when `Last-Event-ID` is unknown or older than five minutes (reload what is shown). A comment line (`: heartbeat`) at least every 15 s. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "ok";
                            /** @description seconds since the last good backup the service took itself (BACKUP_DIR), on any instance; null when none was taken yet, or it could not be read within the second */
                            last_backup_age_seconds: number | null;
                            /** @description e-mails waiting to be sent (unsent, with attempts left); null when it could not be counted within the second health is given */
                            outbox_backlog: number | null;
                            /** @description `degraded`: Redis (REDIS_URL) is unreachable; limits are counted per instance until it is back */
                            rate_limits: "ok" | "degraded";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listHolidays: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Holiday"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                     * @example 2026-11-16
                     */
                    date: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Holiday"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getLeaveCalendar: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
                team_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveCalendarPerson"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getLeaveCalendarFeed: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listLeaveRequests: {
        parameters: {
            query?: {
                status?: components["schemas"]["LeaveRequestStatus"];
                /** @description requests ending on or after this day */
                start?: string;
                /** @description requests starting on or before this day */
                end?: string;
                team_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    approveLeaveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    comment?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidatedNotPending"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    cancelLeaveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409ConflictWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    rejectLeaveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409NotPending"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listLeaveTypes: {
        parameters: {
            query?: {
                include_archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveType"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accrual?: components["schemas"]["LeaveAccrual"];
                    /** @description default false */
                    allow_negative?: boolean;
                    /**
                     * @description default 0
                     * @example 25
                     */
                    annual_days?: number;
                    carry_over_expires?: string | null;
                    /**
                     * @description default 0
                     * @example 25
                     */
                    carry_over_max_days?: number;
                    category: "vacation" | "sick" | "training" | "other";
                    name: string;
                    /** @description default true */
                    requires_approval?: boolean;
                    /** @description has an allowance and a balance; default false */
                    tracked?: boolean;
                    /** @description default true */
                    visible_to_colleagues?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveType"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    accrual?: components["schemas"]["LeaveAccrual"];
                    /** @description true restores an archived type */
                    active?: boolean;
                    /** @description default false */
                    allow_negative?: boolean;
                    /**
                     * @description default 0
                     * @example 25
                     */
                    annual_days?: number;
                    carry_over_expires?: string | null;
                    /**
                     * @description default 0
                     * @example 25
                     */
                    carry_over_max_days?: number;
                    category?: "vacation" | "sick" | "training" | "other";
                    name?: string;
                    /** @description default true */
                    requires_approval?: boolean;
                    /** @description has an allowance and a balance; default false */
                    tracked?: boolean;
                    /** @description default true */
                    visible_to_colleagues?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveType"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description true: only the unread ones */
                unread?: boolean;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        } & {
                            unread: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    ids?: number[];
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    checkPasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            /**
                             * Format: date-time
                             * @description an instant in UTC: ISO 8601 with milliseconds and `Z`
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            expires_at: string;
                            purpose: "reset" | "invitation";
                        };
                    };
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    usePasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    exportPayroll: {
        parameters: {
            query: {
                /** @description `YYYY-MM`: not after the current month, 1970-01 to 2200-12 */
                month: string;
                profile: "generic" | "datev_lodas";
                draft?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409NotReady"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getPayrollProblems: {
        parameters: {
            query: {
                /** @description `YYYY-MM`: not after the current month, 1970-01 to 2200-12 */
                month: string;
                profile: "generic" | "datev_lodas";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollReadiness"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listPresence: {
        parameters: {
            query?: {
                q?: string;
                team_id?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Presence"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushKey"];
                    };
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listReportSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReportSchedule"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createReportSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    day_of_month: number;
                    format: "json" | "csv" | "xlsx";
                    profile?: "generic" | "datev_lodas";
                    recipients: string[];
                    report: "attendance" | "payroll";
                    team_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReportSchedule"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteReportSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    runReportSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReportScheduleRun"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getAttendanceReport: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
                team_id?: number;
                /** @description default json */
                format?: "json" | "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (`format=json`, the default) or its file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendanceReport"];
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getPayrollSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollSettings"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updatePayrollSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    datev: {
                        client_number: string | null;
                        consultant_number: string | null;
                    };
                    wage_types: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollSettings"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getReminderPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReminderPolicy"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setReminderPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReminderPolicy"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReminderPolicy"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getDefaultSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Weekly"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setDefaultSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description seconds owed on each weekday */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Weekly"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Weekly"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a manager or general manager (`not_a_manager`); a manager may only name themself */
                    manager_id?: number;
                    /** @description unique, compared case-insensitively (`taken`) */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description a manager or general manager (`not_a_manager`); a manager may only name themself */
                    manager_id?: number;
                    /** @description unique, compared case-insensitively (`taken`) */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTeamAverages: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeamAverages"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTeamBalances: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Balance"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTeamCompliance: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Compliance"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    addTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTeamTimesheet: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
                /** @description default csv */
                format?: "csv" | "xlsx" | "pdf";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment (Content-Disposition), in the media type of `format`. Per person and day: periods, breaks, worked, expected, absence, holiday, balance (the figures of `GET /users/{id}/balance`; no balance for today or a day still to come, marked planned), who validated the week and when, the balance to date (`to_date`) with today’s progress apart, and the hash of the latest entry of the person’s change log. CSV and PDF durations are `H:MM:SS`; XLSX durations are decimal hours. CSV text that a spreadsheet would read as a formula starts with a single quote; XLSX text is in string cells. The PDF starts with COMPANY_NAME and ends with lines for the person’s and the manager’s signatures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    validateTeamWeeks: {
        parameters: {
            query?: {
                /** @description true: answer what would happen, write nothing */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description the last day: the weeks ending on or before it; `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                     * @example 2026-11-16
                     */
                    until: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeamWeekValidations"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    breakAtTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description omitted: toggles */
                    action?: "start" | "end";
                    /** @description the badge number: 1 to 20 digits */
                    badge: string;
                    /**
                     * Format: uuid
                     * @description client-generated; a client_id already received for the person answers the stored record with 200
                     */
                    client_id?: string;
                    /** @description 4 to 8 digits */
                    pin: string;
                    /**
                     * @description when it happened (default: when received); ISO 8601 with Z or an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). At most 2 minutes ahead (`in_future`), not before the latest clock record (`before_last_clock`), at most 7 days old (`too_old`), not in a validated week (409 `week_validated`). More than 10 minutes before it is received, the record is marked `backdated` and the person's managers are notified (`clock_backdated`)
                     * @example 2026-11-20 08:30:00
                     */
                    time?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TerminalClock"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TerminalClock"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403WrongPin"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409NotClockedInAlreadyOnBreakNotOnBreakWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    clockAtTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description omitted: toggles */
                    action?: "in" | "out";
                    /** @description the badge number: 1 to 20 digits */
                    badge: string;
                    /**
                     * Format: uuid
                     * @description client-generated; a client_id already received for the person answers the stored record with 200
                     */
                    client_id?: string;
                    /** @description 4 to 8 digits */
                    pin: string;
                    /**
                     * @description when it happened (default: when received); ISO 8601 with Z or an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). At most 2 minutes ahead (`in_future`), not before the latest clock record (`before_last_clock`), at most 7 days old (`too_old`), not in a validated week (409 `week_validated`). More than 10 minutes before it is received, the record is marked `backdated` and the person's managers are notified (`clock_backdated`)
                     * @example 2026-11-20 08:30:00
                     */
                    time?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TerminalClock"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TerminalClock"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403WrongPin"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409AlreadyClockedInNotClockedInWeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listTerminals: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Terminal"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    registerTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegisteredTerminal"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    pairTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pairing_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PairedTerminal"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    renewTerminalPairingCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegisteredTerminal"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    revokePersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                q?: string;
                role?: "employee" | "manager" | "general_manager";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    language?: "en" | "fr" | "de";
                    name: string;
                    role: "employee" | "manager" | "general_manager";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    importUsers: {
        parameters: {
            query?: {
                dry_run?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: components["schemas"]["ImportRow"][];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportResult"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    employee_number?: string | null;
                    name?: string;
                    start_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601, from 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description same formats; a date as `end` includes that whole day; required with `start`, after it */
                end?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Absence"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createAbsences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    absences: {
                        /**
                         * Format: date
                         * @description inclusive; not before start_date (`before_start`); `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                         * @example 2026-11-16
                         */
                        end_date: string;
                        note?: string | null;
                        /**
                         * Format: date
                         * @description `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                         * @example 2026-11-16
                         */
                        start_date: string;
                        type: "vacation" | "sick" | "training" | "other";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Absence"][];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setBadge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    badge: string | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Balance"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarFeed"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601, from 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description same formats; a date as `end` includes that whole day; required with `start`, after it */
                end?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Change"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    verifyChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            entries: number;
                            first_broken_id?: number;
                            valid: boolean;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getCompliance: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Compliance"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    exportUserData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person’s complete data (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PendingEmailChange"] | null;
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PendingEmailChange"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setLeaveAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                    leave_type_id: number;
                    /** @description the leave year, named by the calendar year it starts in */
                    year: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveBalance"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listLeaveBalances: {
        parameters: {
            query?: {
                /** @description default: the current leave year */
                year?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveBalance"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listUserLeaveRequests: {
        parameters: {
            query?: {
                status?: components["schemas"]["LeaveRequestStatus"];
                /** @description requests ending on or after this day */
                start?: string;
                /** @description requests starting on or before this day */
                end?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createLeaveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /**
                     * Format: date
                     * @description inclusive; not before start_date (`before_start`), at most 366 days (`range_too_long`); `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                     * @example 2026-11-16
                     */
                    end_date: string;
                    /** @description over several days only `morning` (the last day's morning) */
                    end_half?: components["schemas"]["LeaveHalf"] | null;
                    leave_type_id: number;
                    /**
                     * Format: date
                     * @description `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                     * @example 2026-11-16
                     */
                    start_date: string;
                    /** @description over several days only `afternoon` (the first day's afternoon) */
                    start_half?: components["schemas"]["LeaveHalf"] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaveRequest"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passkey"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: components["schemas"]["PasskeyRegistration"];
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403Forbidden"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description needed unless the session was opened in the last 5 minutes */
                    current_password?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebAuthnOptions"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403Forbidden"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                passkey_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setPin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description 4 to 8 digits */
                    pin: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    language?: "en" | "fr" | "de";
                    reminders?: {
                        email?: boolean;
                        push?: boolean;
                    };
                    theme?: "light" | "dark" | "system";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushSubscription"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushSubscription"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sub_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: "employee" | "manager" | "general_manager";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description the first day the version applies; `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`)
                     * @example 2026-11-16
                     */
                    valid_from: string;
                    weekly: components["schemas"]["Weekly"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    removeSignInFactors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTimesheet: {
        parameters: {
            query: {
                /** @description first day in APP_TIMEZONE, `YYYY-MM-DD`, 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start: string;
                /** @description last day in APP_TIMEZONE, `YYYY-MM-DD` (included), 1970-01-01 to 2200-12-31, at most 366 days after `start` (`range_too_long`) */
                end: string;
                /** @description default csv */
                format?: "csv" | "xlsx" | "pdf";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment (Content-Disposition), in the media type of `format`. Per person and day: periods, breaks, worked, expected, absence, holiday, balance (the figures of `GET /users/{id}/balance`; no balance for today or a day still to come, marked planned), who validated the week and when, the balance to date (`to_date`) with today’s progress apart, and the hash of the latest entry of the person’s change log. CSV and PDF durations are `H:MM:SS`; XLSX durations are decimal hours. CSV text that a spreadsheet would read as a formula starts with a single quote; XLSX text is in string cells. The PDF starts with COMPANY_NAME and ends with lines for the person’s and the manager’s signatures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listPersonalAccessTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PersonalAccessToken"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createPersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonalAccessToken"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedPersonalAccessToken"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409TokenLimitReached"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TotpStatus"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description needed unless the session was opened in the last 5 minutes */
                    current_password?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TotpSetup"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403Forbidden"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecoveryCodes"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403Forbidden"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWeekValidations: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601, from 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description same formats; a date as `end` includes that whole day; required with `start`, after it */
                end?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeekValidation"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    validateWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description a calendar day `YYYY-MM-DD` (days are those of APP_TIMEZONE)
                     * @example 2026-11-16
                     */
                    week_start: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeekValidation"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    events: components["schemas"]["WebhookEventType"][];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedWebhook"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    resumeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    reopenWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeekValidation"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWorkingTimes: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601, from 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description same formats; a date as `end` includes that whole day; required with `start`, after it */
                end?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description here `id` is a person's id (a `User` id), not a working time's */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkingTime"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description here `id` is a working time's id, not a person's */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description given: replaces every break of the working time */
                    breaks?: {
                        /** @description null or omitted: the break is still going on */
                        end?: string | null;
                        /**
                         * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                         * @example 2026-11-20 08:30:00
                         */
                        start: string;
                    }[];
                    end?: string | null;
                    /**
                     * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                     * @example 2026-11-20 08:30:00
                     */
                    start?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkingTime"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description here `id` is a person's id (a `User` id), not a working time's */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description inside their working time, not overlapping each other */
                    breaks?: {
                        /** @description null or omitted: the break is still going on */
                        end?: string | null;
                        /**
                         * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                         * @example 2026-11-20 08:30:00
                         */
                        start: string;
                    }[];
                    /** @description null or omitted: an open working time */
                    end?: string | null;
                    /**
                     * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                     * @example 2026-11-20 08:30:00
                     */
                    start: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkingTime"];
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description here `id` is a working time's id, not a person's */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description State conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409WeekValidated"];
                };
            };
            /** @description Body over 100 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkingTime"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials, or wrong sign-in details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The rule function refused the action, or the account must set up a second factor first */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown route or record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failed: `details` has the codes per field, `errors` the messages */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description The database is unreachable or did not answer in time; `Retry-After` says when to try again; nothing was changed */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
}
