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
         * @description 409 `week_validated` when it falls in a validated week. Logged and notified.
         */
        delete: operations["deleteAbsence"];
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
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the service up, and can it reach its database? */
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
        /** Delete a team (its members keep their accounts and hours) */
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
         * @description For each member whose hours the caller may edit (`edit_working_times`; never the caller), every week that is over (never the current one) from the week of their first working time or absence up to the last week ending on or before `until`, and not validated now (a reopened week is validated again). Weeks with nothing recorded are validated too. A week touched by an open period (`open_period`) or holding a pending correction request, by its requested times or by the period it would change (`pending_correction`), is not validated but answered in `blocked`, and offered again next time. Each validation is logged and notified as a single one is; all of them in one transaction. At most 53 weeks of one person and 2000 in all at once, blocked ones included (else 422 `range_too_long` on `until`: validate up to an earlier date first). `dry_run=true` answers the same without writing anything (a preview).
         */
        post: operations["validateTeamWeeks"];
        delete?: never;
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
         * @description `q` searches names and e-mail addresses. Managers see active accounts; general managers also invited ones.
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
         * @description The body is a CSV file (`text/csv`: UTF-8, a byte order mark allowed, a header row, `,` or `;` between fields, quoted fields) or JSON `{"rows":[…]}`, at most 2 MiB and 5,000 rows (413 `payload_too_large`). Columns: `email` (required), `name` (required), `role` (`employee` by default), `team` (an existing team, or a new one managed by the row's `team_manager`, else by the caller), `team_manager` (the e-mail of a manager or general manager, existing or created by a row of the same file), `language` (`en`/`fr`), `weekly_hours` (decimals allowed; a schedule of that many hours spread evenly over Monday to Friday from today; absent: the company default). `dry_run` (default true) only checks. All or nothing: with any invalid row nothing is written and `dry_run` is false in the answer. An e-mail that already has an account is `existing` and left unchanged; every row of an e-mail given twice is `invalid` (`duplicate`). Every created account is sent its invitation. A file that is not UTF-8 text, or whose header has no `email` column, is 422.
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
        /** Change one’s name */
        put: operations["updateUserName"];
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
        /** The pending e-mail change, or null */
        get: operations["getEmailChange"];
        put?: never;
        /**
         * Request an e-mail change
         * @description Mails `PUBLIC_URL/confirm-email/{token}` (valid 24 hours) to the new address and a notice to the current one; the address changes when the link is confirmed. A new request replaces a pending one.
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
    "/users/{id}/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's passkeys */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Register a passkey
         * @description The credential the browser created for the options; the authenticator must have verified its user. Anything else (another challenge, origin or account, a used challenge) is 422 `invalid` on `credential`.
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
         * @description WebAuthn creation options for `navigator.credentials.create()`; the challenge works once, for 5 minutes.
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
        /** Remove a passkey */
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
         * @description Answers like login for the calling client (new cookies and CSRF token, or a new token pair); every other session of the account is revoked. A wrong `current_password` is 422 with `details.current_password: [{code: "invalid"}]`.
         */
        put: operations["changePassword"];
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
        /** Change one’s preferences (language, theme) */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
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
    "/users/{id}/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor codes are on */
        get: operations["getTotp"];
        put?: never;
        /**
         * Set up two-factor codes: a new secret for a code app
         * @description Answers the secret and its `otpauth://` address (show it as a QR code). Not in use until confirmed with a code. Asking again before confirming replaces the secret; 409 `conflict` when the codes are already on.
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
         * @description Answers ten recovery codes, shown this once; each works once instead of a code. A wrong code is 422 with `details.code`. 409 `conflict` when no set-up was started or the codes are already on.
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
         * The person's working times, ordered by start
         * @description With `start` and `end`: the working times overlapping that range.
         */
        get: operations["listWorkingTimes"];
        /**
         * Change a working time
         * @description Fields not given keep their value; `breaks` given replaces them all; closing the open working time without `breaks` ends its break in progress too. Rules: `end` after `start` (`before_start`), at most 24 hours (`too_long`), not in the future (`in_future`), no overlap with the person's other working times (`overlaps`), one open working time per person (`open_exists`), breaks inside their working time; 409 `week_validated` when the old or new interval touches a validated week. Logged in the change log and notified to the person. An edit that opens the person's working time (no `end`) or closes their open one also writes the `work` clock record of the new state (status true at its start, false at its end), so `GET /clocks/{user_id}` and the next clock toggle follow it; the change log records who made the edit.
         */
        put: operations["updateWorkingTime"];
        /**
         * Create a working time for the person
         * @description Rules: `end` after `start` (`before_start`), at most 24 hours (`too_long`), not in the future (`in_future`), no overlap with the person's other working times (`overlaps`), one open working time per person (`open_exists`), breaks inside their working time; 409 `week_validated` when the old or new interval touches a validated week. Logged in the change log and notified to the person. An edit that opens the person's working time (no `end`) or closes their open one also writes the `work` clock record of the new state (status true at its start, false at its end), so `GET /clocks/{user_id}` and the next clock toggle follow it; the change log records who made the edit.
         */
        post: operations["createWorkingTime"];
        /**
         * Delete a working time
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
        /** One working time of the person */
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
        /** Error */
        ErrorBody: {
            /** @description stable code */
            code: string;
            /** @description validation failures: field → codes */
            details?: {
                [key: string]: {
                    code: string;
                }[];
            };
            /** @description English sentence; clients must not depend on it */
            error: string;
            /** @description validation messages per field */
            errors?: {
                [key: string]: string[];
            };
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        } | {
                            two_factor: {
                                /** @description send it to `POST /auth/login/two-factor` with a code, within 5 minutes */
                                challenge: string;
                                methods: ("totp" | "recovery_code")[];
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /**
                         * Session
                         * @description browser: `user` and `csrf_token` (plus cookies); mobile: `user` and the token pair
                         */
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /**
                         * Me
                         * @description The signed-in account, and whether it must set up a second factor first
                         */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                            two_factor_required?: boolean;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        } | {
                            two_factor: {
                                /** @description send it to `POST /auth/login/two-factor` with a code, within 5 minutes */
                                challenge: string;
                                methods: ("totp" | "recovery_code")[];
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    /** PasskeyAssertion */
                    credential: {
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
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        } | {
                            two_factor: {
                                /** @description send it to `POST /auth/login/two-factor` with a code, within 5 minutes */
                                challenge: string;
                                methods: ("totp" | "recovery_code")[];
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** WebAuthnOptions */
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /**
                         * Session
                         * @description browser: `user` and `csrf_token` (plus cookies); mobile: `user` and the token pair
                         */
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
                            backdated: boolean;
                            /** Format: uuid */
                            client_id: string;
                            id: number;
                            kind: "work" | "break";
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            received_at: string;
                            /** @description work: true = clocked in; break: true = on break */
                            status: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            time: string;
                            user_id: number;
                            working_time_id: number | null;
                        } | null;
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                     * Format: instant
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
                        /** ClockRecord */
                        data: {
                            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
                            backdated: boolean;
                            /** Format: uuid */
                            client_id: string;
                            id: number;
                            kind: "work" | "break";
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            received_at: string;
                            /** @description work: true = clocked in; break: true = on break */
                            status: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            time: string;
                            user_id: number;
                            working_time_id: number | null;
                        };
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
                        /** ClockRecord */
                        data: {
                            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
                            backdated: boolean;
                            /** Format: uuid */
                            client_id: string;
                            id: number;
                            kind: "work" | "break";
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            received_at: string;
                            /** @description work: true = clocked in; break: true = on break */
                            status: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            time: string;
                            user_id: number;
                            working_time_id: number | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                     * Format: instant
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
                        /** ClockRecord */
                        data: {
                            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
                            backdated: boolean;
                            /** Format: uuid */
                            client_id: string;
                            id: number;
                            kind: "work" | "break";
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            received_at: string;
                            /** @description work: true = clocked in; break: true = on break */
                            status: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            time: string;
                            user_id: number;
                            working_time_id: number | null;
                        };
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
                        /** ClockRecord */
                        data: {
                            /** @description the time was more than 10 minutes before the record was received; the managers were notified */
                            backdated: boolean;
                            /** Format: uuid */
                            client_id: string;
                            id: number;
                            kind: "work" | "break";
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            received_at: string;
                            /** @description work: true = clocked in; break: true = on break */
                            status: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            time: string;
                            user_id: number;
                            working_time_id: number | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            client_id: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            /** @example 2026-11-21 08:30:00 */
                            end: string;
                            id: number;
                            reason: string;
                            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
                            recorded: {
                                breaks: {
                                    end: string | null;
                                    id: number;
                                    /** @example 2026-11-21 08:30:00 */
                                    start: string;
                                }[];
                                /** @description null while the period is open */
                                end: string | null;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            } | null;
                            review_comment: string | null;
                            reviewed_at: string | null;
                            reviewer_id: number | null;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            status: "pending" | "approved" | "rejected";
                            /** @description the requester */
                            user_id: number;
                            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
                            working_time_id: number | null;
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                     * Format: instant
                     * @description the corrected end: after start (`before_start`), at most 24 hours later (`too_long`), not in the future (`in_future`): `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                     * @example 2026-11-20 08:30:00
                     */
                    end: string;
                    reason: string;
                    /**
                     * Format: instant
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
                        /** Correction */
                        data: {
                            client_id: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            /** @example 2026-11-21 08:30:00 */
                            end: string;
                            id: number;
                            reason: string;
                            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
                            recorded: {
                                breaks: {
                                    end: string | null;
                                    id: number;
                                    /** @example 2026-11-21 08:30:00 */
                                    start: string;
                                }[];
                                /** @description null while the period is open */
                                end: string | null;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            } | null;
                            review_comment: string | null;
                            reviewed_at: string | null;
                            reviewer_id: number | null;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            status: "pending" | "approved" | "rejected";
                            /** @description the requester */
                            user_id: number;
                            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
                            working_time_id: number | null;
                        };
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
                        /** Correction */
                        data: {
                            client_id: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            /** @example 2026-11-21 08:30:00 */
                            end: string;
                            id: number;
                            reason: string;
                            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
                            recorded: {
                                breaks: {
                                    end: string | null;
                                    id: number;
                                    /** @example 2026-11-21 08:30:00 */
                                    start: string;
                                }[];
                                /** @description null while the period is open */
                                end: string | null;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            } | null;
                            review_comment: string | null;
                            reviewed_at: string | null;
                            reviewer_id: number | null;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            status: "pending" | "approved" | "rejected";
                            /** @description the requester */
                            user_id: number;
                            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
                            working_time_id: number | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Correction */
                        data: {
                            client_id: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            /** @example 2026-11-21 08:30:00 */
                            end: string;
                            id: number;
                            reason: string;
                            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
                            recorded: {
                                breaks: {
                                    end: string | null;
                                    id: number;
                                    /** @example 2026-11-21 08:30:00 */
                                    start: string;
                                }[];
                                /** @description null while the period is open */
                                end: string | null;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            } | null;
                            review_comment: string | null;
                            reviewed_at: string | null;
                            reviewer_id: number | null;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            status: "pending" | "approved" | "rejected";
                            /** @description the requester */
                            user_id: number;
                            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
                            working_time_id: number | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Correction */
                        data: {
                            client_id: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            /** @example 2026-11-21 08:30:00 */
                            end: string;
                            id: number;
                            reason: string;
                            /** @description the working time the request concerns as it is now, to compare with what is requested; null when the request asks for a new working time, or when the one it concerned was deleted since */
                            recorded: {
                                breaks: {
                                    end: string | null;
                                    id: number;
                                    /** @example 2026-11-21 08:30:00 */
                                    start: string;
                                }[];
                                /** @description null while the period is open */
                                end: string | null;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            } | null;
                            review_comment: string | null;
                            reviewed_at: string | null;
                            reviewer_id: number | null;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            status: "pending" | "approved" | "rejected";
                            /** @description the requester */
                            user_id: number;
                            /** @description the working time to change; null for a request of a new one (once approved: the one it created), or when the working time was deleted since */
                            working_time_id: number | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listHolidays: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
                end?: string;
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
                        data: {
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            date: string;
                            /** @description region days kept by the service have ids too, and cannot be deleted; a region day of a year it does not keep (far in the past or the future) has a negative id, the same at every read */
                            id: number;
                            name: string;
                            source: "region" | "company";
                        }[];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Holiday */
                        data: {
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            date: string;
                            /** @description region days kept by the service have ids too, and cannot be deleted; a region day of a year it does not keep (far in the past or the future) has a negative id, the same at every read */
                            id: number;
                            name: string;
                            source: "region" | "company";
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
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
                        }[];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            expires_at: string;
                            purpose: "reset" | "invitation";
                        };
                    };
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /**
                         * Weekly
                         * @description seconds owed on each weekday
                         */
                        data: {
                            fri: number;
                            mon: number;
                            sat: number;
                            sun: number;
                            thu: number;
                            tue: number;
                            wed: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                "application/json": {
                    fri: number;
                    mon: number;
                    sat: number;
                    sun: number;
                    thu: number;
                    tue: number;
                    wed: number;
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
                        /**
                         * Weekly
                         * @description seconds owed on each weekday
                         */
                        data: {
                            fri: number;
                            mon: number;
                            sat: number;
                            sun: number;
                            thu: number;
                            tue: number;
                            wed: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            manager_id: number;
                            /** @description ordered by name */
                            members: {
                                email: string;
                                id: number;
                                name: string;
                                role: "employee" | "manager" | "general_manager";
                            }[];
                            name: string;
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Team */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            manager_id: number;
                            /** @description ordered by name */
                            members: {
                                email: string;
                                id: number;
                                name: string;
                                role: "employee" | "manager" | "general_manager";
                            }[];
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Team */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            manager_id: number;
                            /** @description ordered by name */
                            members: {
                                email: string;
                                id: number;
                                name: string;
                                role: "employee" | "manager" | "general_manager";
                            }[];
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTeamAverages: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
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
                        /** TeamAverages */
                        data: {
                            /** @description days in the range, both ends included */
                            days: number;
                            /**
                             * Format: date
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
                                 * @example 2026-11-16
                                 */
                                date: string;
                                worked_seconds: number;
                            }[];
                            /**
                             * Format: date
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
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTeamBalances: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
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
                        data: {
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
                                 * @example 2026-11-16
                                 */
                                week_start: string;
                                /** @description clipped to the day, breaks deducted, open periods up to now */
                                worked_seconds: number;
                            }[];
                            /** @description clipped to the day, breaks deducted, open periods up to now */
                            worked_seconds: number;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTeamCompliance: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
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
                        /** Compliance */
                        data: {
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
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** Team */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            manager_id: number;
                            /** @description ordered by name */
                            members: {
                                email: string;
                                id: number;
                                name: string;
                                role: "employee" | "manager" | "general_manager";
                            }[];
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTeamTimesheet: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
                end?: string;
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
            /** @description The attachment (Content-Disposition). Per person and day: periods, breaks, worked, expected, absence, holiday, balance (the figures of `GET /users/{id}/balance`; no balance for today or a day still to come, marked planned), who validated the week and when, the balance to date (`to_date`) with today’s progress apart, and the hash of the latest entry of the person’s change log. CSV and PDF durations are `H:MM:SS`; XLSX durations are decimal hours. CSV text that a spreadsheet would read as a formula starts with a single quote; XLSX text is in string cells. The PDF starts with COMPANY_NAME and ends with lines for the person’s and the manager’s signatures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** TeamWeekValidations */
                        data: {
                            /** @description the weeks held back, not validated: offered again on the next call */
                            blocked: {
                                /** @description a pending request touching the week, for `pending_correction` */
                                correction_id: number | null;
                                /** @description `open_period` when both hold the week back */
                                reason: "open_period" | "pending_correction";
                                user_id: number;
                                /**
                                 * Format: date
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
                                 * @example 2026-11-16
                                 */
                                week_start: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    language?: "en" | "fr";
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
                        /** User */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    rows: {
                        email?: string | null;
                        language?: string | null;
                        name?: string | null;
                        role?: string | null;
                        team?: string | null;
                        team_manager?: string | null;
                        weekly_hours?: string | number | null;
                    }[];
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
                        /** ImportResult */
                        data: {
                            created: number;
                            dry_run: boolean;
                            existing: number;
                            invalid: number;
                            rows: {
                                email: string;
                                /** @description field → problems, on invalid rows */
                                errors?: {
                                    email?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    language?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    name?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    role?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    team?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    team_manager?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                    weekly_hours?: {
                                        code: "required" | "invalid" | "duplicate" | "not_a_manager";
                                    }[];
                                };
                                /** @description counted from 1 after the header row */
                                row: number;
                                status: "created" | "existing" | "invalid";
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 100 KiB (`payload_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateUserName: {
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
                    name: string;
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
                        /** User */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            created_by: number;
                            /**
                             * Format: date
                             * @description inclusive
                             */
                            end_date: string;
                            id: number;
                            note: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            start_date: string;
                            type: "vacation" | "sick" | "training" | "other";
                            user_id: number;
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            created_by: number;
                            /**
                             * Format: date
                             * @description inclusive
                             */
                            end_date: string;
                            id: number;
                            note: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            start_date: string;
                            type: "vacation" | "sick" | "training" | "other";
                            user_id: number;
                        }[];
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
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
                        /**
                         * Balance
                         * @description the top-level account fields are the sums of the days
                         */
                        data: {
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
                                 * @example 2026-11-16
                                 */
                                week_start: string;
                                /** @description clipped to the day, breaks deducted, open periods up to now */
                                worked_seconds: number;
                            }[];
                            /** @description clipped to the day, breaks deducted, open periods up to now */
                            worked_seconds: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            action: "create" | "update" | "delete" | "validate" | "reopen";
                            /** @description who changed it */
                            actor_id: number;
                            /** @description the subject as the API shows it after; null on delete */
                            after: unknown;
                            /** @description the subject as the API showed it before; null on create */
                            before: unknown;
                            /**
                             * Format: date-time
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
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCompliance: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
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
                        /** Compliance */
                        data: {
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
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            email: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** PendingEmailChange */
                        data: {
                            email: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    /** PasskeyRegistration */
                    credential: {
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
                        /** Passkey */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** WebAuthnOptions */
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /**
                         * Session
                         * @description browser: `user` and `csrf_token` (plus cookies); mobile: `user` and the token pair
                         */
                        data: {
                            /** @description mobile: `Authorization: Bearer <access_token>` */
                            access_token?: string;
                            /** @description browser: send it as `x-csrf-token` on every request */
                            csrf_token?: string;
                            /** @description mobile: seconds the access token lives */
                            expires_in?: number;
                            /** @description mobile: for `POST /auth/refresh` */
                            refresh_token?: string;
                            /** @enum {string} */
                            token_type?: "Bearer";
                            /** User */
                            user: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-21T08:30:00.000Z
                                 */
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                preferences: {
                                    language: "en" | "fr";
                                    theme: "light" | "dark" | "system";
                                };
                                role: "employee" | "manager" | "general_manager";
                                status: "invited" | "active";
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    language?: "en" | "fr";
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
                        /** User */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** User */
                        data: {
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            created_at: string;
                            email: string;
                            id: number;
                            name: string;
                            preferences: {
                                language: "en" | "fr";
                                theme: "light" | "dark" | "system";
                            };
                            role: "employee" | "manager" | "general_manager";
                            status: "invited" | "active";
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            id: number;
                            user_id: number;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            valid_from: string;
                            /**
                             * Weekly
                             * @description seconds owed on each weekday
                             */
                            weekly: {
                                fri: number;
                                mon: number;
                                sat: number;
                                sun: number;
                                thu: number;
                                tue: number;
                                wed: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    /**
                     * Weekly
                     * @description seconds owed on each weekday
                     */
                    weekly: {
                        fri: number;
                        mon: number;
                        sat: number;
                        sun: number;
                        thu: number;
                        tue: number;
                        wed: number;
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
                        /**
                         * Schedule
                         * @description applies from valid_from (a day in APP_TIMEZONE) until the next version
                         */
                        data: {
                            id: number;
                            user_id: number;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            valid_from: string;
                            /**
                             * Weekly
                             * @description seconds owed on each weekday
                             */
                            weekly: {
                                fri: number;
                                mon: number;
                                sat: number;
                                sun: number;
                                thu: number;
                                tue: number;
                                wed: number;
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTimesheet: {
        parameters: {
            query?: {
                /** @description first day, `YYYY-MM-DD` (required), 1970-01-01 to 2200-12-31 (`out_of_range`) */
                start?: string;
                /** @description last day, `YYYY-MM-DD` (included; required), 1970-01-01 to 2200-12-31 */
                end?: string;
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
            /** @description The attachment (Content-Disposition). Per person and day: periods, breaks, worked, expected, absence, holiday, balance (the figures of `GET /users/{id}/balance`; no balance for today or a day still to come, marked planned), who validated the week and when, the balance to date (`to_date`) with today’s progress apart, and the hash of the latest entry of the person’s change log. CSV and PDF durations are `H:MM:SS`; XLSX durations are decimal hours. CSV text that a spreadsheet would read as a formula starts with a single quote; XLSX text is in string cells. The PDF starts with COMPANY_NAME and ends with lines for the person’s and the manager’s signatures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** TotpStatus */
                        data: {
                            enabled: boolean;
                            recovery_codes_left: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** TotpSetup */
                        data: {
                            otpauth_url: string;
                            secret: string;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (`rate_limited`), see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** RecoveryCodes */
                        data: {
                            recovery_codes: string[];
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        data: {
                            id: number;
                            reopened_at: string | null;
                            reopened_by: number | null;
                            status: "validated" | "reopened";
                            user_id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            validated_at: string;
                            validated_by: number;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            week_start: string;
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** WeekValidation */
                        data: {
                            id: number;
                            reopened_at: string | null;
                            reopened_by: number | null;
                            status: "validated" | "reopened";
                            user_id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            validated_at: string;
                            validated_by: number;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            week_start: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** WeekValidation */
                        data: {
                            id: number;
                            reopened_at: string | null;
                            reopened_by: number | null;
                            status: "validated" | "reopened";
                            user_id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-21T08:30:00.000Z
                             */
                            validated_at: string;
                            validated_by: number;
                            /**
                             * Format: date
                             * @example 2026-11-16
                             */
                            week_start: string;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                /** @description the person */
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
                            breaks: {
                                end: string | null;
                                id: number;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            }[];
                            /** @description null while the period is open */
                            end: string | null;
                            id: number;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            user_id: number;
                        }[];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the working time */
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
                         * Format: instant
                         * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                         * @example 2026-11-20 08:30:00
                         */
                        start: string;
                    }[];
                    end?: string | null;
                    /**
                     * Format: instant
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
                        /** WorkingTime */
                        data: {
                            breaks: {
                                end: string | null;
                                id: number;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            }[];
                            /** @description null while the period is open */
                            end: string | null;
                            id: number;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            user_id: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the person */
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
                         * Format: instant
                         * @description `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601 with Z or an offset
                         * @example 2026-11-20 08:30:00
                         */
                        start: string;
                    }[];
                    /** @description null or omitted: an open working time */
                    end?: string | null;
                    /**
                     * Format: instant
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
                        /** WorkingTime */
                        data: {
                            breaks: {
                                end: string | null;
                                id: number;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            }[];
                            /** @description null while the period is open */
                            end: string | null;
                            id: number;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            user_id: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation failed (`validation_failed`, with `details` and `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWorkingTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the working time */
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
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description State conflict (`conflict`, `week_validated`, clock codes) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                        /** WorkingTime */
                        data: {
                            breaks: {
                                end: string | null;
                                id: number;
                                /** @example 2026-11-21 08:30:00 */
                                start: string;
                            }[];
                            /** @description null while the period is open */
                            end: string | null;
                            id: number;
                            /** @example 2026-11-21 08:30:00 */
                            start: string;
                            user_id: number;
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The rule function refused the action (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route or record (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database is unreachable or did not answer in time (`unavailable`), see `Retry-After`; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
