// Generated from openapi/v1.yaml by scripts/gen.mjs (pnpm gen). Do not edit by hand.
/* biome-ignore-all lint: generated */
export interface paths {
    "/auth/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign a staff member in. */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current token. */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this host offers.
         * @description The operations this host serves, the contract version it implements and which optional behaviours are
         *     on. Clients ask it once per session; a host without it is taken to serve the `x-origin: spec`
         *     operations only. Any signed-in staff member may ask, also a session that must enrol a second factor first.
         */
        get: operations["host.capabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member and their permissions. */
        get: operations["auth.me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's second factor: enrolled or not, required or not, recovery codes left.
         * @description Open to a session that must enrol first (see auth.login), as are the other second-factor and session operations of the caller.
         */
        get: operations["auth.secondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling a TOTP second factor: a new secret, its otpauth URL and QR code.
         * @description RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps. Starting again replaces a secret not yet confirmed.
         */
        post: operations["auth.startSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/second-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the enrolment with a code from the app; returns ten one-time recovery codes.
         * @description A wrong code answers 400 with msg keyed by otp_code. Audited. Sessions that were allowed only enrolment become full sessions.
         */
        post: operations["auth.confirmSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's live sessions (Your sessions), the one making the call marked current. */
        get: operations["auth.sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of every other session of the caller.
         * @description Audited. Each ended session's next call answers 401 'Session expired. Please log in again.' with token_expired, on every server instance.
         */
        post: operations["auth.endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/admin/sessions/{session_id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of the caller's other sessions.
         * @description Audited. The ended session's next call answers 401 'Session expired. Please log in again.' with token_expired.
         */
        post: operations["auth.endSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List news items, newest first.
         * @description search matches the title or the body.
         */
        get: operations["news.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create a news item (no news_id) or update one (with news_id). */
        put: operations["news.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/news/{news_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a news item. */
        delete: operations["news.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communication/dash/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List push notifications sent to players, newest first.
         * @description search matches the title or the body.
         */
        get: operations["notifications.list"];
        put?: never;
        /** Send a push notification to every player or to one player. */
        post: operations["notifications.send"];
        /** Delete a notification (its status becomes DELETED). */
        delete: operations["notifications.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communication/dash/notification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notification again to its audience. */
        post: operations["notifications.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/user-idea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ideas sent in by players, newest first, with their total.
         * @description search matches the idea text, the player's name or the user id; total counts every idea.
         */
        get: operations["ideas.list"];
        put?: never;
        /** Add an idea, optionally on behalf of a player. */
        post: operations["ideas.create"];
        /** Delete an idea. */
        delete: operations["ideas.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/how-to-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The how-to-play content shown in the player app. */
        get: operations["appSettings.getHowToPlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-how-to-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the how-to-play content. */
        put: operations["appSettings.updateHowToPlay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/notice-board-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notice board (rules) content shown in the player app. */
        get: operations["appSettings.getNoticeBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-notice-board-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the notice board content. */
        put: operations["appSettings.updateNoticeBoard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/wallet-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact and WhatsApp numbers shown on the player app's wallet screen. */
        get: operations["appSettings.getWalletContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-wallet-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the wallet contact settings. */
        put: operations["appSettings.updateWalletContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/withdraw-screen-popup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The popup shown on the player app's withdraw screen. */
        get: operations["appSettings.getWithdrawPopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-withdraw-screen-popup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the withdraw-screen popup content. */
        put: operations["appSettings.updateWithdrawPopup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/app-version-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player app's minimum version, maintenance and force-update switches. */
        get: operations["appSettings.getAppVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/update-app-version-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the app version settings. */
        put: operations["appSettings.updateAppVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the player app's banners in display order (sort_order, then banner_id). */
        get: operations["appSettings.listBanners"];
        put?: never;
        /**
         * Upload a banner image (PNG, JPEG or WebP, at most 2 MB) with its title.
         * @description A multipart/form-data body. The image's type is checked from its bytes (not only its declared
         *     content type); anything other than PNG, JPEG or WebP answers 400, more than 2097152 bytes 413.
         */
        post: operations["appSettings.createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/banners/{banner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a banner's title, link, order and status (the image stays). */
        put: operations["appSettings.updateBanner"];
        post?: never;
        /** Delete a banner and its image. */
        delete: operations["appSettings.deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/banners/{banner_id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The banner's image bytes, with its content type.
         * @description Needs the same headers as every call, so the console loads it with fetch and shows it through an
         *     object URL (a plain img src cannot send the headers).
         */
        get: operations["appSettings.bannerImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the player app's languages (default first, then by name). */
        get: operations["appSettings.listLanguages"];
        put?: never;
        /**
         * Add a language. Making it the default clears the previous default.
         * @description The default language must be active (is_default true with is_active false answers 400).
         */
        post: operations["appSettings.createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/app-setting/languages/{language_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a language. Making it the default clears the previous default.
         * @description The default language must be active (is_default true with is_active false answers 400).
         */
        put: operations["appSettings.updateLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff accounts, by username.
         * @description search matches the username or the full name; is_active keeps active or inactive accounts only.
         */
        get: operations["employees.list"];
        put?: never;
        /** Create a staff account with its permission list. */
        post: operations["employees.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a staff account's name, permission list and admin flag.
         * @description The new permission list applies to the account's next request (its tokens stay valid).
         */
        put: operations["employees.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate or deactivate a staff account. Deactivating revokes all its tokens. */
        put: operations["employees.setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password for a staff account.
         * @description The account's tokens are revoked, except the token making this call.
         */
        put: operations["employees.resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/permission-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff permission key with its label and menu group, in menu order. */
        get: operations["employees.permissionKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first.
         * @description Every money or status change the server made: who (employee, null for the system), what (action), on
         *     which record (entity, entity_id), why (reason), and the record's before and after. The trail is
         *     append-only: no operation changes or deletes a row. The entity filter `player` also matches the
         *     player's wallet rows (entity `wallet`, keyed by the same user id), so a player's history holds their
         *     wallet adjustments. `actions` lists every action recorded so far, for the action filter.
         */
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/fingerprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List browser fingerprints seen at staff login, most recently seen first. */
        get: operations["fingerprints.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/fingerprints/{fingerprint_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a fingerprint (from PENDING or REVOKED), letting its staff member sign in from it. */
        put: operations["fingerprints.approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/fingerprints/{fingerprint_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Revoke a fingerprint (from PENDING or APPROVED). */
        put: operations["fingerprints.revoke"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/fingerprint-enforcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn fingerprint enforcement on or off for a staff account.
         * @description When enforced, the staff member may sign in only from a browser whose fingerprint is APPROVED; a
         *     login from any other browser is refused and records its fingerprint as PENDING.
         */
        put: operations["fingerprints.setEnforcement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee's live sessions. */
        get: operations["employees.sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/sessions/end-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of an employee (except the caller's own).
         * @description Audited.
         */
        post: operations["employees.endSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/sessions/{session_id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one session of an employee.
         * @description Audited. The ended session's next call answers 401 'Session expired. Please log in again.' with token_expired.
         */
        post: operations["employees.endSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/unlock-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock an employee's sign-in: earlier failed attempts stop counting.
         * @description Clears the username lock (failures from unknown browsers), the locks of their known browsers and
         *     the wrong-code count. Locks on addresses stay. Audited.
         */
        post: operations["employees.unlockSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/second-factor-required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require a second factor of an employee, or stop requiring it.
         * @description From the next sign-in, a required employee without a second factor gets a session that can only enrol one. Audited.
         */
        put: operations["employees.setSecondFactorRequired"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/employees/{employee_id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an employee's second factor and recovery codes (a lost phone).
         * @description Audited. If a second factor is required of them, their next sign-in only allows enrolling again.
         */
        post: operations["employees.resetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masters/sign-in-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff sign-in policy. */
        get: operations["employees.signInPolicy"];
        /**
         * Require a second factor of every employee holding a money or result key (and every admin), or stop.
         * @description Applies from each next sign-in. Audited.
         */
        put: operations["employees.setSignInPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chat threads of one kind, latest message first.
         * @description USER threads need support.chat and SYSTEM threads need support.systemchat (403 otherwise). search
         *     matches the player's name, phone or user id.
         */
        get: operations["chat.threads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/threads/{thread_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A thread's messages, oldest first; the latest ones, or those before before_id.
         * @description Returns at most `limit` messages with message_id below before_id (all when before_id is absent),
         *     taking the newest of them, and lists them oldest first. has_more tells whether older messages
         *     remain: ask again with before_id set to the first row's message_id.
         */
        get: operations["chat.messages"];
        put?: never;
        /** Send a staff message in a thread. */
        post: operations["chat.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/threads/{thread_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every message of a thread as read. */
        put: operations["chat.markRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/threads/{thread_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close or reopen a thread. */
        put: operations["chat.setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/unread-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread player messages per thread kind.
         * @description A kind the caller has no permission for counts 0.
         */
        get: operations["chat.unreadCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/chat/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A server-sent event stream of new messages and unread counts.
         * @description `text/event-stream` that stays open. Events (the data line is one JSON object):
         *     - `event: message` with a MessageRow, for every new message in a thread the caller may see;
         *     - `event: unread` with ChatUnreadCounts ({user, system, total}), sent once on connect and after
         *       every change.
         *     Message events carry `id: <message_id>`; the `unread` event sent on connect carries the newest
         *     message_id at that moment, so a reader always holds a cursor. A reader that reconnects sends the
         *     last id it saw as `Last-Event-ID` and first receives every message after it that it may see (up to
         *     500, oldest first), then the live events. With several server instances on one PostgreSQL database
         *     the events travel through LISTEN/NOTIFY, so a message written through any instance reaches every
         *     stream.
         *     A comment line (`: ping`) is sent every 15 s as a heartbeat. Credentials travel only in the
         *     Authorization and x-api-key headers (read the stream with fetch, not EventSource): a token in the
         *     query string is not read, so such a request answers 401. Failures before the stream starts answer
         *     JSON as usual.
         */
        get: operations["chat.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A server-sent event stream of changes to shared records, as they commit.
         * @description `text/event-stream` that stays open. Events (the data line is one JSON object):
         *     - `event: hello` with LiveHello ({last_id, retry_ms}), first on every connect: `id` and `last_id`
         *       are the id the stream continues from (the newest event id on a fresh connect, the Last-Event-ID
         *       sent on a resume), so a reader always holds a cursor;
         *     - `event: change` with LiveChange, `id: <event id>`, for every committed change to a record the
         *       caller may see: withdrawal requests (kind `withdrawal`: the gateway queue's and withdraw history's
         *       rows), approval requests, results (saved, declared, reverted, corrected, deleted: state null),
         *       market-board slots (`<provider_id>:<DAY>`, OPEN or CLOSED), integrity alarms (a check's verdict:
         *       `session:<check_id>`, `books:<check_id>`, `chains:<verification_id>`, OK or FAILED), chat
         *       threads, late bids (kind `late_bid`, found by the server's sweep within seconds of the bid),
         *       browser fingerprints, and the caller's own sessions ended (kind `session`, state ENDED; EXPIRED
         *       when its lifetime or idle timeout ended it). An approval past its expiry is sent as EXPIRED by
         *       the same sweep (reads never write). Event ids rise in
         *       commit order (with gaps); a change that rolled back has none. Each event is filtered by the
         *       caller's permission keys: it is sent to those who may open a list that shows the record (a viewer
         *       never receives a withdrawal);
         *     - `event: reload` with {reason}: the Last-Event-ID is older than the events kept (7 days by default)
         *       or unknown; the reader reloads its lists, and the stream continues live from the newest id;
         *     - `event: dropped` with {reason}: the reader left too much unread; the server closes the stream
         *       and the reader reconnects with its Last-Event-ID.
         *     A reader that reconnects sends the last id it saw as `Last-Event-ID` and first receives every
         *     event after it that it may see, oldest first, then the live ones; every server instance on one
         *     PostgreSQL database serves the same ids, so a reconnect to another instance misses nothing.
         *     A comment line (`: ping`) is sent every 15 s as a heartbeat. Credentials travel only in the
         *     Authorization and x-api-key headers (read the stream with fetch, not EventSource): a token in the
         *     query string is not read, so such a request answers 401. Failures before the stream starts answer
         *     JSON as usual.
         */
        get: operations["live.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/providerlist/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every provider of one family, for pickers.
         * @description All providers of the family (active and inactive), ordered by provider_name, unpaged. Used by the
         *     provider pickers of the result, bid, sales-report and analysis screens.
         */
        get: operations["providers.listByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of providers of one family.
         * @description The server checks the family's own key (games.provider, starline.provider or jackpot.provider).
         */
        get: operations["providers.list"];
        put?: never;
        /**
         * Create a provider.
         * @description Creates the provider and its seven weekday settings rows (MONDAY..SUNDAY). provider_name is unique
         *     within its provider_type (409 otherwise). Failure fallback: 'Failed to create/update/delete game provider'.
         */
        post: operations["providers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/provider/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a provider.
         * @description Failure fallback 'Failed to create/update/delete game provider'.
         */
        put: operations["providers.update"];
        post?: never;
        /**
         * Delete a provider that has no bids.
         * @description Deletes the provider with its settings rows. A provider with bids (or results) is never deleted:
         *     409 with a msg saying so (deactivate it instead). Failure fallback 'Failed to create/update/delete
         *     game provider'.
         */
        delete: operations["providers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/provider/update-status/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a provider.
         * @description Sets is_active; as the spec says, a status update also sets game_name to "" (empty).
         */
        put: operations["providers.updateStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/rates/{provider_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payout rates of one family, per bid type. */
        get: operations["rates.get"];
        /**
         * Update the payout rates of one family.
         * @description Updates the listed bid types; the others keep their rates. A bid_type that does not belong to the
         *     family (e.g. JODI_JACKPOT under provider_type 1), or listed twice, answers 400. Bids already placed
         *     keep the rate they were placed at.
         */
        put: operations["rates.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/setting/{provider_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weekday timings and status of the providers of one family.
         * @description Seven rows per provider (MONDAY..SUNDAY), ordered by provider_name then weekday.
         */
        get: operations["settings.list"];
        /**
         * Update one weekday's timings of a provider.
         * @description The spec's PUT /games/setting/{setting_id}. It shares this path item with the GET (OpenAPI does
         *     not allow two templates that differ only by parameter name), so the last segment is named
         *     provider_type here but carries the setting_id of the row to update.
         *
         *     Times are IST wall-clock HH:MM. Market (provider_type 1) rows need all four and
         *     OBT <= OBRT <= CBT <= CBRT; starline and jackpot rows take OBT <= OBRT only (CBT and CBRT are
         *     ignored and stay null). A broken order or a missing market time answers 400 naming the key.
         */
        put: operations["settings.updateDay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/setting/bulk-days-update/{setting_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Apply the same timings to all seven weekdays of a provider.
         * @description setting_id picks the provider (any of its seven rows). The body and its rules are those of
         *     settings.updateDay; every weekday row of that provider gets the timings (and status when given).
         */
        put: operations["settings.updateAllDays"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/setting/update-status/{setting_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Open or close the market on one weekday. */
        put: operations["settings.updateStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/board/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One family's day at a glance, for the market board and the overdue-result alarm.
         * @description Every active provider of the family with that day's timings (the weekday of `date`) and, per
         *     result slot (a market's Open and Close; one slot for a starline or jackpot provider), when bids
         *     close, when the result is due and whether a result is saved or declared. One call per family, so
         *     the console's board and its alarm never ask once per provider. The states (bidding open, closed,
         *     result due, overdue) are read by the console from the times and its clock. The server checks the
         *     family's result key.
         */
        get: operations["board.day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/list/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved, declared and reverted results of one family. */
        get: operations["results.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bids of one provider, date and session. */
        get: operations["results.bids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/bid_summary/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per digit of one bid type, what is staked and what the house makes if that digit wins.
         * @description One row per digit that has bids. pnl is the house profit or loss if that digit wins: total_amount
         *     of the whole bid type (beside rows) minus that digit's payout_if_wins (negative when the house
         *     would lose).
         */
        get: operations["results.bidSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/bid_digit/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stake per bid type and digit for one provider, date and session. */
        get: operations["results.bidDigitSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/bids_byuser/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bids of one provider, date and session, totalled per player. */
        get: operations["results.bidsByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/winners/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The winning bids of one provider, date and session.
         * @description Bids with bid_status WON, biggest win_amount first, with the totals of every winning bid of the slot
         *     (not only the page): what reverting the result takes back and from how many players. Ask with
         *     per_page 1 when only the totals are needed.
         */
        get: operations["results.winners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save (not yet declare) a result and preview its settlement.
         * @description Saves the result of one provider, date (and session for a market) with status SAVED, replacing an
         *     earlier SAVED one for the same slot; no money moves. The preview tells what declaring would pay.
         *     Market (provider_type 1): session and panna required. Starline (2): panna required, no session.
         *     Jackpot (3): digit (two digits) required, no panna or session. A panna must be three digits in
         *     ascending order with 0 counted highest (400 'Invalid panna: 012 ...'); a digit given with a panna
         *     must equal its ank. 409 when the slot's result is already declared. Default success message:
         *     'Result saved successfully'.
         */
        post: operations["results.save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/delete/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a saved (not declared) result. */
        post: operations["results.deleteSaved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/declared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare a saved result and settle its bids.
         * @description Declares a SAVED result: every PENDING bid of that provider, date and session it decides becomes
         *     WON (credited stake x rate through the ledger) or LOST; a market Close also settles jodi and
         *     sangam bids. Runs in one transaction and pays once: declaring twice, or concurrently, answers 409
         *     'Result already declared'. Writes an audit record (who, when, reason). Default success message:
         *     'Result declared successfully'.
         */
        post: operations["results.declare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert (change) a declared result.
         * @description Undoes a DECLARED result with compensating ledger entries (nothing is deleted): wins are taken
         *     back, the settled bids return to PENDING and the result becomes REVERTED, so a corrected result can
         *     be saved and declared. Reverting a market Close also reverts its jodi and sangam bids; reverting
         *     Open leaves them. A market Open whose Close is declared is refused with 409 (revert the Close first:
         *     its jodi and sangams were settled on that Open). Writes an audit record (who, when, reason,
         *     before/after). Default success message: 'Result reverted successfully'.
         */
        post: operations["results.revert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/correct/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What correcting a declared result to new digits would do, without doing it.
         * @description Runs the correction (revert, then declare the new digits) and rolls it back: every player whose
         *     outcome flips (won -> lost, lost -> won, a different win) with the rupee difference, the 200
         *     largest differences listed and all of them counted. `below_zero` lists the players whose balance
         *     is below the wins the result paid them (taking those back would go below zero): then `can_apply`
         *     is false and nothing was run.
         */
        post: operations["results.correctPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a declared result in one step (revert and declare the new digits in one transaction).
         * @description Reverts the DECLARED result and declares the new digits in one transaction under one
         *     Idempotency-Key: the players' money is never taken back and paid again in between. Refused (409)
         *     when a player's balance is below the wins to take back. Under the result revert approval policy
         *     when it is on (202).
         */
        post: operations["results.correct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/game-result/report/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Declared results of one family over a date range, with their bid, win and P/L.
         * @description One row per declared result, newest game_date first. pnl = total_bid - total_win (the house's
         *     view). Absent end_date means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["results.report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/revert/get-bids/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PENDING bids that can be reverted (refunded).
         * @description Newest first, with the totals of every PENDING bid the filters match (not only the page): with
         *     provider_id, game_date and the same session, what bids.revertProvider refunds and to how many
         *     players. Ask with per_page 1 when only the totals are needed. Failure fallback 'Failed to fetch
         *     revert bids'.
         */
        get: operations["bids.revertList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/revert-provider-wise-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund every PENDING bid of one provider, date (and session).
         * @description Each PENDING bid becomes REFUNDED and its stake is credited back through the ledger (BID_REFUND),
         *     once. The games (market) family uses provider_type 1. Without session a market's bids of both
         *     sessions are refunded. Failure fallback 'Failed to revert provider'.
         */
        post: operations["bids.revertProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game-result/revert-user-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund selected PENDING bids.
         * @description All or nothing: when any listed bid is not PENDING the call answers 409 and nothing changes.
         *     Each bid becomes REFUNDED and its stake is credited back through the ledger (BID_REFUND), once.
         *     Failure fallback 'Failed to revert selected bids'.
         */
        post: operations["bids.revertSelected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bids placed on one business day in one family. */
        get: operations["bids.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/reports/over_all_profit_loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-player bid, win and profit/loss over a date range.
         * @description pnl = total_bid - total_win (the house's view; negative when the player is up). Only players with
         *     bids in the range. Absent end_date means today (IST); absent start_date means 15 days before
         *     end_date.
         */
        get: operations["reports.overallProfitLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/reports/export/over_all_profit_loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overall profit/loss report's every row as a CSV file.
         * @description Every row matching the filters of reports.overallProfitLoss (no paging), in its order, as UTF-8 CSV
         *     with a header line: user_id,full_name,phone,total_bid,total_win,pnl (rupees with 2 decimals).
         *     One query over the whole filter (the list's own, without paging), so the file is one consistent
         *     snapshot; paging the list through would re-run its aggregation for every page. Errors answer JSON
         *     as usual.
         */
        get: operations["reports.overallProfitLossExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/reports/sales/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales (bid, win, profit) per provider and player for one family.
         * @description One row per provider and player with bids in the range; profit = bid - win (the house's view).
         *     totals cover every row of the filter, not only the page. Absent end_date means today (IST); absent
         *     start_date means 15 days before end_date. The server checks the family's own key.
         */
        get: operations["reports.sales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/reports/export/sales/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sales report's every row as a CSV file.
         * @description Every row matching the filters of reports.sales (no paging), in its order, as UTF-8 CSV with a
         *     header line: provider_id,provider_name,user_id,player_name,bid,win,profit (rupees with 2 decimals).
         *     One query over the whole filter (the list's own, without paging), so the file is one consistent
         *     snapshot; paging the list through would re-run its aggregation for every page. Errors answer JSON
         *     as usual.
         *     The server checks the family's own key.
         */
        get: operations["reports.salesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/reports/provider-list/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Providers of one family for the sales-report filter.
         * @description Every provider of the family, ordered by provider_name, unpaged.
         */
        get: operations["reports.providerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/game/analysis/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bid, win and P/L per provider of one family over a date range.
         * @description bid_pnl = total_bid - total_win (the house's view). players counts distinct bidders. Absent
         *     end_date means today (IST); absent start_date means 15 days before end_date. The server checks the
         *     family's own key (srh.gameAnalysis for market).
         */
        get: operations["analysis.game"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/analysis/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players ranked by bid, win and P/L over a date range.
         * @description bid_pnl = total_bid - total_win (the house's view; negative when the player is up). The type picks
         *     the players: top-gainers those with bid_pnl < 0 (they won more than they staked), top-losers those
         *     with bid_pnl > 0, top-bidders and most-active every player with bids. Absent order means the type's
         *     natural direction: asc for top-gainers (biggest player gain first), desc otherwise. Absent end_date
         *     means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["analysis.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/analysis/export/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user analysis's every player as a CSV file.
         * @description Every player matching the filters of analysis.user (no paging), in its order, as UTF-8 CSV with a
         *     header line: user_id,full_name,phone,bid_count,total_bid,total_win,bid_pnl (rupees with 2 decimals).
         *     One query over the whole filter (the list's own, without paging), so the file is one consistent
         *     snapshot; paging the list through would re-run its aggregation for every page. Errors answer JSON
         *     as usual.
         */
        get: operations["analysis.userExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/analysis/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal requests per bank over a date range.
         * @description Groups withdrawal (fund) requests created in the range by the bank of the account paid to (IFSC
         *     prefix, the first four letters). success_amount sums SUCCESS requests; failed_count counts FAILED
         *     and DECLINED ones. Absent end_date means today (IST); absent start_date means 15 days before
         *     end_date.
         */
        get: operations["analysis.bank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/user_deposit/overall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Successful deposits per player over a date range.
         * @description Only players with at least one SUCCESS deposit in the range. totals cover every row of the filter.
         *     Absent end_date means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.userDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/export/user_deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user deposit report's every row as a CSV file.
         * @description Every row matching the filters of reports.userDeposit (no paging), in its order, as UTF-8 CSV with
         *     a header line: user_id,full_name,phone,deposit_count,total_deposit,last_deposit_at (rupees with 2
         *     decimals, ISO 8601).
         *     One query over the whole filter (the list's own, without paging), so the file is one consistent
         *     snapshot; paging the list through would re-run its aggregation for every page. Errors answer JSON
         *     as usual.
         */
        get: operations["reports.userDepositExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/pg/overall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment-gateway deposits and withdrawals per gateway over a date range.
         * @description Counts and sums SUCCESS gateway transactions (deposits, and withdrawals paid out) per gateway and
         *     type. Absent end_date means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.pgOverall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/pg/by_date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment-gateway totals per business day.
         * @description One row per day of the range that has SUCCESS gateway transactions, newest first. Absent end_date
         *     means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.pgByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/pg/by_date/by_pg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment-gateway totals of one business day, per gateway. */
        get: operations["reports.pgByDateByGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/pg/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment-gateway transactions behind the PG report, newest first.
         * @description Deposits and gateway withdrawals of every status. date narrows the range to one business day.
         *     admin keeps the withdrawals the given staff member sent to the gateway. Absent end_date means today
         *     (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.pgTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/export/pg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PG report's transactions as a CSV file.
         * @description Every transaction matching the filters of reports.pgTransactions (no paging), newest first, as
         *     UTF-8 CSV with a header line: tran_id,user_id,full_name,payment_gateway,type,amount,status,
         *     reference,created_at (amount in rupees with 2 decimals, created_at ISO 8601). Errors answer JSON
         *     as usual.
         */
        get: operations["reports.pgExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/admin_fund/overall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin wallet adjustments (credits and debits) over a date range.
         * @description Counts and sums the ADMIN_CREDIT and ADMIN_DEBIT ledger entries of the range. Absent end_date means
         *     today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.adminFundOverall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/admin_fund/by_date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin wallet adjustments per business day.
         * @description One row per day of the range with adjustments, newest first. Absent end_date means today (IST);
         *     absent start_date means 15 days before end_date.
         */
        get: operations["reports.adminFundByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/admin_fund/by_admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin wallet adjustments per staff member.
         * @description One row per staff member with adjustments in the range, ordered by username. Absent end_date means
         *     today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.adminFundByAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reports/admin_fund/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin wallet adjustments behind the admin fund report, newest first.
         * @description Absent end_date means today (IST); absent start_date means 15 days before end_date.
         */
        get: operations["reports.adminFundTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every staff member, for the admin fund report's filter.
         * @description Active and inactive staff members, ordered by username, unpaged.
         */
        get: operations["reports.admins"];
        put?: never;
        post?: never;
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
         * Players of one stage, with the per-stage counts.
         * @description One page of players in a stage (default REGISTERED). `search` matches the name, the phone
         *     number or the user id. With `search`, the matches are counted up to 1,000 only: when more
         *     match, `pagination.total_count` is 1000, `total_capped` is true, and the pages up to the
         *     1,000th match are served (narrow the search to reach the others). Without `search` the
         *     total is exact. `counts` holds the number of players in every stage and ignores
         *     `search`. After a block or unblock the console reloads the REGISTERED, BLOCKED and BANNED
         *     lists with page 1 and 10 per page.
         */
        get: operations["users.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/details/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One player's details.
         * @description Everything the user details view shows: the list row, devices, block state, market access,
         *     player-side permissions, lifetime totals and bank accounts. On failure the console falls back
         *     to 'Failed to fetch user details'.
         */
        get: operations["users.details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/none-balance-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players holding a balance (the dashboard's non-balance list).
         * @description The dashboard's "non-balance" list: players whose wallet balance is not zero, largest
         *     balance first.
         */
        get: operations["users.noneBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/zero-balance-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players whose balance is zero (the dashboard's zero-balance list). */
        get: operations["users.zeroBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/analysis/zero-balance-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The zero-balance report.
         * @description Players whose wallet balance is zero, with their last deposit and last bid.
         */
        get: operations["reports.zeroBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/today-registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players registered today (dashboard tabs).
         * @description The dashboard's two tabs: `type` 0 (tab 1) lists players registered today (IST); `type` 1
         *     (tab 2) lists those of them who have also deposited.
         */
        get: operations["users.todayRegistered"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/market/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's market access and the markets to choose from.
         * @description The player's allowed markets (`market_providers`; empty means every market), the starline and
         *     jackpot blocks, and every provider to choose from. On failure the console falls back to
         *     'Failed to fetch market data'.
         */
        get: operations["users.getMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/permission/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's blocked permissions and the device-switch setting.
         * @description The player-side permissions that are blocked for this player, whether the player may switch
         *     devices, and every player-side permission with its label. On failure the console falls back
         *     to 'Failed to fetch permission data'.
         */
        get: operations["users.getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/watchlist/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put a player on the watchlist or take them off it.
         * @description `status` true puts the player on the watchlist with an optional reason; false takes them off
         *     (the reason is cleared). The console updates `to_watch` and the reason in every stage list and
         *     reloads REGISTERED. Success msg default: 'Watchlist updated successfully'. On failure the
         *     console falls back to 'Failed to update watchlist'.
         */
        put: operations["users.setWatchlist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update-markets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a player's market access.
         * @description Replaces the player's allowed markets (`market_providers`, market provider ids; empty means
         *     every market) and the starline and jackpot blocks. Success msg default: 'Market updated
         *     successfully'. On failure the console falls back to 'Failed to update market'.
         */
        put: operations["users.updateMarkets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update-status/sj/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Block or unblock starline or jackpot for a player.
         * @description Sets one of the two family blocks (`type` starline or jackpot) and leaves the rest of the
         *     market access as it is. The spec names no success default of its own for this call (it lists
         *     'Market updated successfully' for market changes). On failure the console falls back to
         *     'Failed to update market SJ'.
         */
        put: operations["users.updateStarlineJackpot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update-permission/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a player's blocked permissions.
         * @description Replaces the list of player-side permissions blocked for this player (an empty list unblocks
         *     all). Success msg default: 'Permissions updated successfully'. On failure the console falls
         *     back to 'Failed to update permissions'.
         */
        put: operations["users.updatePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/users/status/switch_device/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Allow or forbid a player to switch devices.
         * @description Sets `can_switch_device`. On failure the console falls back to 'Failed to update switch device
         *     status'.
         */
        put: operations["users.setSwitchDevice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/blocked/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a player.
         * @description TEMPORARY moves the player to BLOCKED, PERMANENT to BANNED; the reason, risk level and device
         *     ids are recorded. Success msg default: 'User blocked successfully'. On failure the console
         *     falls back to 'Failed to block user'.
         */
        post: operations["users.block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/blocked/user/unblock/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Unblock a player.
         * @description Moves a BLOCKED or BANNED player back to the stage held before the block (usually REGISTERED)
         *     and clears the block fields; the reason is recorded. Success msg default: 'User unblocked
         *     successfully'. On failure the console falls back to 'Failed to unblock user'.
         */
        put: operations["users.unblock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/dashboard/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The dashboard counts for a date range.
         * @description Totals for the business days start_date..end_date (IST, inclusive); the console's default range
         *     is the last 5 days. `total_users`, `wallet_balance` and `pending_fund_requests` are current
         *     values and ignore the range.
         */
        put: operations["dashboard.counts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/dashboard/registration-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registrations per day.
         * @description One point per business day of the range, oldest first; days without registrations count 0.
         */
        get: operations["dashboard.registrationGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/dashboard/otp-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OTPs sent and verified per day.
         * @description One point per business day of the range, oldest first.
         */
        get: operations["dashboard.otpGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/dashboard/graphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registrations and money movements per day.
         * @description One point per business day of the range, oldest first.
         */
        get: operations["dashboard.graphs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/dashboard/active-vs-bidding-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active players versus bidding players per day.
         * @description One point per business day of the range, oldest first.
         */
        get: operations["dashboard.activeVsBiddingGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/user/dashboard/bid-vs-win-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Amount bid versus amount won per day.
         * @description One point per business day of the range, oldest first.
         */
        get: operations["dashboard.bidVsWinGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/dashboard/deposit-vs-withdraw-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits versus withdrawals per day.
         * @description One point per business day of the range, oldest first.
         */
        get: operations["dashboard.depositVsWithdrawGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/dashboard/wallet-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total wallet balance, credits and debits per day.
         * @description One point per business day of the range, oldest first. `balance` is the sum of all wallets at
         *     the end of that day (IST); `credit` and `debit` are that day's ledger credits and debits (both
         *     positive).
         */
        get: operations["dashboard.walletGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/users-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players and their wallet balances.
         * @description `search` matches the name, the phone number or the user id.
         */
        get: operations["wallet.users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/pg-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits through the payment gateway.
         * @description Newest first by default; `order` applies to tran_created_at.
         */
        get: operations["wallet.pgTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/bids-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bid history, of one player or of all. */
        get: operations["wallet.bidsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/filter_params/bid-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices for the wallet history filters.
         * @description Value and label pairs for the game, bid status and transaction type filters.
         */
        get: operations["wallet.bidHistoryFilterParams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/wd-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal requests, of one player or of all.
         * @description Newest first by default; `order` applies to created_at.
         */
        get: operations["wallet.withdrawTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/all-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ledger entries, of one player or of all. */
        get: operations["wallet.allTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/wallet/userbrief/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's wallet in brief. */
        get: operations["wallet.userBrief"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/accounts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of players, wallets and bank accounts. */
        get: operations["wallet.accountsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fund/update-wallet-from-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit or debit a player's wallet by hand.
         * @description `type` 0 credits the amount; any other value debits it. One ledger entry (ADMIN_CREDIT or
         *     ADMIN_DEBIT) is written with the reason and the acting staff member; a debit never overdraws
         *     the wallet. The success msg shows the amount in rupees; the spec's default is '₹{amount}
         *     credited successfully to wallet' (e.g. '₹500.00 credited successfully to wallet'); a debit
         *     reads '₹{amount} debited successfully from wallet' (designed: the spec shows only the credit
         *     wording). On failure the console falls back to 'Failed to update wallet balance'. Send an
         *     Idempotency-Key so that a retried request moves the money once. Requires wallet.adjustBalance
         *     (designed: the spec guards it with wallet.viewWallet, which let every wallet viewer move money).
         */
        post: operations["wallet.adjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/accounts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search players' bank accounts.
         * @description `search` (at least 2 characters) matches the account number, the IFSC, the holder's name, the
         *     UPI id or the player's phone number.
         */
        get: operations["wallet.searchAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/accounts/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals paid to one bank account.
         * @description The account itself beside one page of the withdrawal requests paid to it, newest first. A bank
         *     account is its number and IFSC: the rows are the requests paid to that number and IFSC whichever
         *     player's record of it they went through, each naming its player, and `holders` lists every
         *     player's record of the same number and IFSC (designed), so staff see which players use it.
         */
        get: operations["wallet.accountHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fund/withdraw-history/{tran_status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finished withdrawal requests of one final status.
         * @description The withdraw history screen: requests that ended SUCCESS, FAILED or DECLINED. `search` matches
         *     the name, phone, user id or account number; start_date and end_date bound created_at (IST).
         */
        get: operations["wallet.withdrawHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fund/timings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weekly window in which players may request withdrawals.
         * @description One row per weekday, MONDAY first.
         */
        get: operations["wallet.timings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fund/timings/{timing_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one weekday's withdrawal window.
         * @description 400 when open_time is not before close_time.
         */
        put: operations["wallet.updateTiming"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/requests/{tran_status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal (fund) requests of one status.
         * @description One page of withdrawal requests in `tran_status` (the console's default is PENDING, page 1, 10
         *     per page, ordered by created_at), with `pg_list`, the gateways to filter by and to process
         *     through. `search` matches the name, phone, user id or account number.
         */
        get: operations["gateway.requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/requests/history/{tran_status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finished withdrawal requests of one final status.
         * @description Requests that ended SUCCESS, FAILED or DECLINED; the same filters as the request list.
         */
        get: operations["gateway.history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/requests-counts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The number of withdrawal requests in every status.
         * @description The console reloads these after every gateway action.
         */
        get: operations["gateway.counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/request/handle/wait-hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put withdrawal requests on WAITING or HOLD.
         * @description Moves each request to `status` (WAITING or HOLD). Requests that may not take this action, or
         *     do not exist, are listed in `failed` with the reason; the others are in `updated`. Answers 409
         *     when none of them may take it. The console reloads the list and the counts afterwards.
         *
         *     Transitions (action in brackets):
         *
         *     | From | To |
         *     |---|---|
         *     | PENDING | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | WAITING, HOLD | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | APPROVED | PROCESSING (process), then SUCCESS, FAILED or QUEUED by the gateway's answer |
         *     | QUEUED | PROCESSING (reinitialize), then SUCCESS or FAILED |
         *     | PROCESSING | SUCCESS, FAILED or QUEUED (the gateway's answer to process or reinitialize); SUCCESS or FAILED (verify with approve true: the gateway's status of the payout) |
         *     | SUCCESS, FAILED, DECLINED | none: final |
         *
         *     DECLINED and FAILED return the held amount to the wallet, exactly once.
         */
        post: operations["gateway.waitHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/request/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline withdrawal requests, or settle one stuck in PROCESSING.
         * @description `approve` true moves each request to APPROVED; false moves it to DECLINED and returns the held
         *     amount to the player's wallet, exactly once (one WITHDRAWAL_REFUND ledger entry). On a request
         *     stuck in PROCESSING (sent to the gateway, no answer recorded), `approve` true asks the gateway for
         *     the payout's status instead and moves it to SUCCESS or FAILED (FAILED returns the held amount,
         *     exactly once); declining it is refused, since the gateway may already have paid. Requests that
         *     may not take this action, or do not exist, are listed in `failed` with the reason; the others
         *     are in `updated`. Answers 409 when none of them may take it. The console reloads the list and
         *     the counts afterwards.
         *
         *     Transitions (action in brackets):
         *
         *     | From | To |
         *     |---|---|
         *     | PENDING | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | WAITING, HOLD | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | APPROVED | PROCESSING (process), then SUCCESS, FAILED or QUEUED by the gateway's answer |
         *     | QUEUED | PROCESSING (reinitialize), then SUCCESS or FAILED |
         *     | PROCESSING | SUCCESS, FAILED or QUEUED (the gateway's answer to process or reinitialize); SUCCESS or FAILED (verify with approve true: the gateway's status of the payout) |
         *     | SUCCESS, FAILED, DECLINED | none: final |
         *
         *     DECLINED and FAILED return the held amount to the wallet, exactly once.
         */
        post: operations["gateway.verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/request/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send approved withdrawal requests to the payment gateway.
         * @description Each APPROVED request moves to PROCESSING and is sent through `gateway` (one of pg_list); the
         *     gateway's answer moves it on to SUCCESS, FAILED or QUEUED. FAILED returns the held amount to the
         *     player's wallet, exactly once. `updated` rows carry the status after the answer (PROCESSING
         *     while none has come yet). Requests that may not take this action, or do not exist, are listed in
         *     `failed` with the reason. Answers 409 when none of them may take it. The console reloads the
         *     list and the counts afterwards.
         *
         *     Transitions (action in brackets):
         *
         *     | From | To |
         *     |---|---|
         *     | PENDING | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | WAITING, HOLD | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | APPROVED | PROCESSING (process), then SUCCESS, FAILED or QUEUED by the gateway's answer |
         *     | QUEUED | PROCESSING (reinitialize), then SUCCESS or FAILED |
         *     | PROCESSING | SUCCESS, FAILED or QUEUED (the gateway's answer to process or reinitialize); SUCCESS or FAILED (verify with approve true: the gateway's status of the payout) |
         *     | SUCCESS, FAILED, DECLINED | none: final |
         *
         *     DECLINED and FAILED return the held amount to the wallet, exactly once.
         */
        post: operations["gateway.process"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/request/queued/reinitialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send queued withdrawal requests to the gateway again.
         * @description Each QUEUED request moves to PROCESSING and is sent again through its gateway; the answer moves
         *     it on to SUCCESS or FAILED. FAILED returns the held amount to the player's wallet, exactly once.
         *     Requests that may not take this action, or do not exist, are listed in `failed` with the
         *     reason. Answers 409 when none of them may take it. The console reloads the list and the counts
         *     afterwards.
         *
         *     Transitions (action in brackets):
         *
         *     | From | To |
         *     |---|---|
         *     | PENDING | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | WAITING, HOLD | WAITING or HOLD (wait-hold); APPROVED or DECLINED (verify) |
         *     | APPROVED | PROCESSING (process), then SUCCESS, FAILED or QUEUED by the gateway's answer |
         *     | QUEUED | PROCESSING (reinitialize), then SUCCESS or FAILED |
         *     | PROCESSING | SUCCESS, FAILED or QUEUED (the gateway's answer to process or reinitialize); SUCCESS or FAILED (verify with approve true: the gateway's status of the payout) |
         *     | SUCCESS, FAILED, DECLINED | none: final |
         *
         *     DECLINED and FAILED return the held amount to the wallet, exactly once.
         */
        post: operations["gateway.reinitializeQueued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/manual-funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reasons offered for manual fund adjustments.
         * @description `search` matches the reason text.
         */
        get: operations["manualFunds.list"];
        put?: never;
        /**
         * Add a manual fund reason.
         * @description The new reason is offered (is_action true). On failure the console falls back to 'Failed to add
         *     manual fund'.
         */
        post: operations["manualFunds.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/manual-funds/{manual_fund_id}": {
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
         * Delete a manual fund reason.
         * @description A reason already used by wallet adjustments cannot be deleted (switch it off instead): the 409
         *     carries msg as an object `{ "manual_fund_id": "<text>" }`, which the console shows. On failure
         *     the console falls back to 'Failed to delete manual fund'.
         */
        delete: operations["manualFunds.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/manual-funds/update-status/{manual_fund_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Offer a manual fund reason or stop offering it.
         * @description Sets is_action. On failure the console falls back to 'Failed to update manual fund'.
         */
        put: operations["manualFunds.updateStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/late-bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Late bids, newest first, with the totals of every late bid the filters match.
         * @description A bid is late when it was placed after its session's bids-close time (OBT, or CBT for a Close, of
         *     the business date's weekday, IST), or after a result of its session was saved; both compared to
         *     the second (placed at the closing second is on time). A market's whole-day bids (jodi, sangams)
         *     close with its Open and settle in its Close: `session=Close` includes them. Late bids are flagged,
         *     never dropped: staff decide (bids.revertSelected refunds chosen bids). Staff without
         *     risk.lateBids must name the family (`type`) and hold its result key (the declare desk).
         *     Absent end_date means today (IST); absent start_date means 6 days before end_date.
         */
        get: operations["integrity.lateBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/improbable-winners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players who won more often than chance allows, most improbable first.
         * @description Over the window (the last `days` business days, today included), each player's settled bids are
         *     trials that win with their bid type's chance (single digit 1 in 10, jodi 1 in 100, a panna 1 in
         *     220, half sangam 1 in 2,200, full sangam 1 in 48,400). `probability` is the chance of winning at
         *     least as often as they did by luck (Poisson-binomial tail: exact dynamic programme for small
         *     counts, the Chernoff upper bound beyond; `method` says which). Listed: players with at least
         *     `min_wins` wins whose probability is at most 1 in `threshold_one_in`.
         */
        get: operations["integrity.improbableWinners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/players/{user_id}/luck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One player's wins against chance over the window (the flag on the player's details). */
        get: operations["integrity.playerLuck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/books/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per declared or reverted session with its settlement check verdict.
         * @description The server checks a session right after each declare and revert: every bid settled exactly once,
         *     each win equal to stake x the rate in force, one ledger entry per win of that amount, the entries
         *     summing to the result's total win, a revert's entries cancelling exactly. `verdict` is the latest
         *     check's (UNCHECKED when none ran). Absent end_date means today (IST); absent start_date means 6
         *     days before end_date.
         */
        get: operations["integrity.sessionChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/books/session/{result_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest settlement check of one session, with the offending bids and entries. */
        get: operations["integrity.sessionCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/books/session/{result_id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks one declared or reverted session again now and keeps the verdict. */
        post: operations["integrity.checkSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest whole-books verdict with its figures (null before the first check).
         * @description The whole-books check: every player's balance equals the sum of their ledger entries, the total of
         *     balances equals the total of entries, and no bid is marked settled by a result that is not declared.
         *     It runs daily and on demand (integrity.checkBooks).
         */
        get: operations["integrity.books"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/books/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the whole-books check now and keeps its verdict. */
        post: operations["integrity.checkBooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest verification of the hash chains over the ledger and the audit trail (null before the first), with the newest checkpoint's time and the public key. */
        get: operations["integrity.chains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/chains/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recomputes the hash chains over the ledger and the audit trail now and keeps the verdict.
         * @description Every row of ledger_entries and audit_log is sealed into a chain (SHA-256 over a versioned canonical
         *     encoding of every column and the previous hash). This recomputes both and names the first bad position
         *     of each: a changed row (with its columns), a missing row or link, an inserted row, a reordered pair, a
         *     rewritten link. Checkpoints given in the body (their signatures checked by the caller against the
         *     public key it trusts) are compared too: a chain shorter than a checkpoint is a truncated tail, a
         *     different hash at its position is rewritten history. Without them the server compares its own newest
         *     checkpoint of each chain from its checkpoint file, signature checked, when it keeps one.
         */
        post: operations["integrity.verifyChains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/chains/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs a checkpoint of each chain now (position, head, time; Ed25519) and writes it to the configured sinks.
         * @description The server also does this every CHAIN_CHECKPOINT_MINUTES (default 15). The signing key comes from
         *     configuration and never enters the database; `backoffice-smoke verify --checkpoints FILE --public-key
         *     KEY` checks the live chains against checkpoints kept elsewhere. 409 when no signing key is configured.
         */
        post: operations["integrity.checkpointChains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrity/alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the integrity watch is raising now, for the console's alarm channel.
         * @description Each part is answered only to staff holding its key (null otherwise): `late_bids` (risk.lateBids):
         *     today's sessions not declared yet with pending late bids; `improbable_winners`
         *     (risk.improbableWinners): players below 1 in 10,000 over 30 days with 3 or more wins (refreshed
         *     in the background when 5 minutes old, so a look may answer the previous list); `failed_checks` (risk.books): sessions whose latest check failed, and
         *     `books_failed`, the latest whole-books verdict when it failed; `chains_failed` (risk.chainVerify): the latest
         *     verification of the hash chains when it failed.
         */
        get: operations["integrity.alarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approval requests (two-person control) by state, with the count of each state.
         * @description The requests a guarded call left instead of applying (a 202 answer). A staff member sees the
         *     requests of the kinds they may approve (their approvals.* keys) and the requests they made. A
         *     PENDING request past its expiry is answered as EXPIRED.
         */
        get: operations["approvals.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/request/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One approval request with its preview now, its blind entries and its outcome.
         * @description `preview` is what the maker's call would have done when it was made; `current_preview` what it
         *     would do now (PENDING only; null when the call no longer applies as sent). A declaration's result
         *     is never shown: its checker types it (blind re-entry).
         */
        get: operations["approvals.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/request/{request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request - its call is applied, once, in the same transaction.
         * @description Locks the request, re-runs its preview and, when nothing changed, runs the maker's call in the
         *     same transaction as the state change (APPROVED): exactly once, also when two checkers approve at
         *     the same time (the second answers 409). Nobody approves their own request, admins included (403).
         *     A declaration needs `entry`, the result typed blind by the checker: a mismatch is refused (409)
         *     and recorded. A changed preview (new bids, a balance moved) makes the request STALE (409) and
         *     applies nothing; past its expiry it becomes EXPIRED (410).
         */
        post: operations["approvals.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/request/{request_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a request with a reason; nothing is applied. */
        post: operations["approvals.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/request/{request_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The maker cancels their own PENDING request. */
        post: operations["approvals.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approval policy of every guarded action.
         * @description For each guarded action: on or off, the threshold in rupees above which it applies (null: every
         *     amount; actions without an amount have none) and the expiry of its requests in minutes. The
         *     console reads it to say, before sending, that a second person must approve.
         */
        get: operations["approvals.policies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/policies/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set one guarded action's policy. */
        put: operations["approvals.updatePolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/views/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The saved views this staff member may open: their own and the shared ones of screens they may see.
         * @description Personal views of the caller, then shared views whose list operation the caller holds the permission of
         *     (any signed-in staff member may ask; each view is filtered by its own screen's permission). With `screen`,
         *     only that screen's views. Each row carries the caller's own marks (pinned, is_default).
         */
        get: operations["views.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a list's state as a view, personal or shared.
         * @description The caller must hold the permission of `operation` (the list the view reads), else 403. A name is
         *     required (1 to 80 characters after trimming); the stored state may take at most 4,000 characters as JSON.
         *     An employee keeps at most 100 views, and a screen at most 25 shared views (409 past either).
         */
        post: operations["views.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/views/{view_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved view, as a link opens it.
         * @description A shared view (or the caller's own) whose list the caller may not see answers 403 with the permission
         *     message; another employee's personal view answers 404, to admins too.
         */
        get: operations["views.get"];
        /**
         * Rename, share or unshare a view, or store a new state in it.
         * @description Only the view's author, or an admin, changes it (403 otherwise; another employee's personal view answers
         *     404). The same limits as on create apply.
         */
        put: operations["views.update"];
        post?: never;
        /**
         * Delete a view.
         * @description Only the view's author, or an admin, deletes it (403 otherwise; another employee's personal view answers
         *     404). Every reader's pin and default on it go with it.
         */
        delete: operations["views.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/views/{view_id}/reader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The caller's own marks on a view they may open: pinned in the sidebar, default on arrival.
         * @description Any reader of the view sets their own marks; the author's view is not changed. Making a view the default
         *     clears the caller's previous default on the same screen.
         */
        put: operations["views.mark"];
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
        /**
         * @description A list's state: its URL query (filters, sort, page size, a report's drill level; the search box
         *     only when the author ticked it) and its columns (order, width, shown). At most 4,000 characters as JSON.
         */
        SavedViewState: {
            /** @description The list's URL query without the leading "?", e.g. tranStatus=PENDING&perPage=50. */
            query: string;
            /** @description The columns in their order. */
            columns?: {
                field: string;
                /** Format: int32 */
                width?: number;
                hidden?: boolean;
            }[];
        };
        SavedView: {
            /** Format: int32 */
            view_id: number;
            /** @description The console screen the view belongs to. */
            screen: string;
            /** @description The list operation the view reads; its permission decides who may see the view. */
            operation: string;
            name: string;
            /** @description Shared with everyone who holds the permission of `operation`; else personal. */
            shared: boolean;
            state: components["schemas"]["SavedViewState"];
            /** Format: int32 */
            author_id: number;
            /** @description The author's username. */
            author: string;
            /** @description The caller is the author. */
            mine: boolean;
            /** @description The caller pinned it under its screen in the sidebar. */
            pinned: boolean;
            /** @description The caller lands on it when they open its screen. */
            is_default: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        SavedViewList: {
            rows: components["schemas"]["SavedView"][];
        };
        SavedViewCreateRequest: {
            screen: string;
            /** @description A GET operation of this contract (the list the view reads). */
            operation: string;
            name: string;
            /** @default false */
            shared: boolean;
            state: components["schemas"]["SavedViewState"];
        };
        SavedViewUpdateRequest: {
            name?: string;
            shared?: boolean;
            state?: components["schemas"]["SavedViewState"];
        };
        SavedViewMarkRequest: {
            pinned?: boolean;
            is_default?: boolean;
        };
        ResultCorrectPreviewRequest: {
            /** Format: int32 */
            result_id: number;
            /** @description The new panna (market, starline). */
            panna?: string;
            /** @description The new two digits (jackpot). */
            digit?: string;
            reason?: string;
        };
        ResultCorrectRequest: {
            /** Format: int32 */
            result_id: number;
            /** @description The new panna (market, starline). */
            panna?: string;
            /** @description The new two digits (jackpot). */
            digit?: string;
            /** @description Recorded in the audit log of the revert and the declaration. */
            reason: string;
        };
        ResultCorrectionPreview: {
            /** Format: int64 */
            result_id: number;
            /** @description The declared result (null when the correction could not run). */
            from: string | null;
            to: string;
            can_apply: boolean;
            /** Format: int64 */
            flipped_bids: number;
            /** Format: int64 */
            player_count: number;
            /** @description Rupees paid in all after minus before (negative - the players get less). */
            total_difference: number;
            players: {
                /** Format: int64 */
                user_id: number;
                full_name: string;
                /** Format: int64 */
                bids: number;
                win_before: number;
                win_after: number;
                difference: number;
                balance: number;
                balance_after: number;
            }[];
            /** @description Players whose balance is below the wins to take back. */
            below_zero: {
                /** Format: int64 */
                user_id: number;
                full_name: string;
                balance: number;
                win_taken_back: number;
            }[];
        };
        ResultCorrectData: {
            result: components["schemas"]["ResultRow"];
            preview: components["schemas"]["ResultCorrectionPreview"];
            reverted: {
                /** Format: int64 */
                bids: number;
                amount: number;
            };
            settled: {
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                lost: number;
                payout: number;
            };
        };
        /**
         * @description A guarded action (two-person control).
         * @enum {string}
         */
        ApprovalAction: "RESULT_DECLARE_GAMES" | "RESULT_DECLARE_STARLINE" | "RESULT_DECLARE_JACKPOT" | "RESULT_REVERT" | "BID_REFUND_SELECTED" | "BID_REFUND_PROVIDER" | "WALLET_CREDIT" | "WALLET_DEBIT" | "WITHDRAWAL" | "PERMISSION_GRANT";
        /**
         * @description PENDING; APPROVED (applied); REJECTED (with a reason); EXPIRED; STALE (the preview changed, nothing applied); CANCELLED (by the maker).
         * @enum {string}
         */
        ApprovalState: "PENDING" | "APPROVED" | "REJECTED" | "EXPIRED" | "STALE" | "CANCELLED";
        ApprovalRequest: {
            /** Format: int64 */
            request_id: number;
            action: components["schemas"]["ApprovalAction"];
            action_label: string;
            /** @description The guarded operation the request holds (e.g. wallet.adjust). */
            operation_id: string;
            summary: string;
            /** @description Rupees the policy's threshold read (the credit, the payout, the refund); null for a permission grant. */
            amount: number | null;
            /** @description The kind of record it acts on (wallet, result, employee, fund_request, provider, bids). */
            entity: string;
            entity_id: string;
            /** Format: int64 */
            maker_id: number;
            maker_name: string;
            state: components["schemas"]["ApprovalState"];
            reason: string | null;
            /** Format: int64 */
            checker_id: number | null;
            checker_name: string | null;
            /** @description A declaration; its checker types the result (entry) without seeing it. */
            blind: boolean;
            /** @description What the call would do when it was made (wallet - balance before and after; declare - winners, total payout, total bid; revert - settled bids and wins taken back; refunds - bids, players, refund; withdrawals - the requests and total; grant - keys added). */
            preview: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            decided_at: string | null;
            /** @description The caller may approve or reject it (holds its approve key, is not its maker, and it is PENDING). */
            can_approve: boolean;
            /** @description The caller made it and it is PENDING. */
            can_cancel: boolean;
            /**
             * Format: int32
             * @description Rises with every change of the record (live.events carries the same number). Send it back as
             *     `If-Match: "<version>"` on a state change to be refused (409) if someone changed it meanwhile.
             */
            version?: number;
        };
        ApprovalRequestDetail: {
            /** Format: int64 */
            request_id: number;
            action: components["schemas"]["ApprovalAction"];
            action_label: string;
            /** @description The guarded operation the request holds (e.g. wallet.adjust). */
            operation_id: string;
            summary: string;
            /** @description Rupees the policy's threshold read (the credit, the payout, the refund); null for a permission grant. */
            amount: number | null;
            /** @description The kind of record it acts on (wallet, result, employee, fund_request, provider, bids). */
            entity: string;
            entity_id: string;
            /** Format: int64 */
            maker_id: number;
            maker_name: string;
            state: components["schemas"]["ApprovalState"];
            reason: string | null;
            /** Format: int64 */
            checker_id: number | null;
            checker_name: string | null;
            /** @description A declaration; its checker types the result (entry) without seeing it. */
            blind: boolean;
            /** @description What the call would do when it was made (wallet - balance before and after; declare - winners, total payout, total bid; revert - settled bids and wins taken back; refunds - bids, players, refund; withdrawals - the requests and total; grant - keys added). */
            preview: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            decided_at: string | null;
            /** @description The caller may approve or reject it (holds its approve key, is not its maker, and it is PENDING). */
            can_approve: boolean;
            /** @description The caller made it and it is PENDING. */
            can_cancel: boolean;
            /** @description What the call would do now (PENDING only; null when it no longer applies as sent). */
            current_preview: {
                [key: string]: unknown;
            } | null;
            /** @description The blind entries typed by checkers, matched or not. */
            entries: {
                /** Format: int64 */
                employee_id: number;
                full_name: string;
                value: string;
                matched: boolean;
                /** Format: date-time */
                created_at: string;
            }[];
            /** @description APPROVED: the applied call's msg and data; STALE: the preview found at approval. */
            outcome: {
                [key: string]: unknown;
            } | null;
        };
        ApprovalRequestList: {
            rows: components["schemas"]["ApprovalRequest"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Requests the caller sees, per state (whatever the state filter). */
            counts: {
                /** Format: int64 */
                pending: number;
                /** Format: int64 */
                approved: number;
                /** Format: int64 */
                rejected: number;
                /** Format: int64 */
                expired: number;
                /** Format: int64 */
                stale: number;
                /** Format: int64 */
                cancelled: number;
            };
        };
        ApprovalApproveRequest: {
            /** @description A declaration's result typed blind by the checker (the panna, or a jackpot's two digits). */
            entry?: string;
        };
        ApprovalRejectRequest: {
            reason: string;
        };
        ApprovalCancelRequest: {
            reason?: string;
        };
        ApprovalPolicy: {
            action: components["schemas"]["ApprovalAction"];
            label: string;
            enabled: boolean;
            /** @description Rupees - the policy applies above this amount; null - to every amount. */
            threshold: number | null;
            /** @description False for actions without an amount (granting permission keys). */
            has_threshold: boolean;
            /** Format: int32 */
            expiry_minutes: number;
            approve_key: components["schemas"]["PermissionKey"];
        };
        ApprovalPolicyList: {
            rows: components["schemas"]["ApprovalPolicy"][];
        };
        ApprovalPolicyUpdate: {
            enabled: boolean;
            /** @description Rupees; null or absent - every amount. */
            threshold?: number | null;
            /**
             * Format: int32
             * @default 60
             */
            expiry_minutes: number;
        };
        /** @enum {string} */
        LateBidStatus: "PENDING" | "WON" | "LOST" | "REFUNDED";
        /**
         * @description AFTER_CLOSE placed after the bids-close time; AFTER_RESULT after a result of its session was saved.
         * @enum {string}
         */
        LateReason: "AFTER_CLOSE" | "AFTER_RESULT";
        LateBidRow: {
            /** Format: int64 */
            bid_id: number;
            /** Format: int64 */
            user_id: number;
            full_name: string;
            /** Format: int64 */
            provider_id: number;
            provider_name: string;
            type: components["schemas"]["GameType"];
            game_date: components["schemas"]["BusinessDate"];
            session: components["schemas"]["Session"] | null;
            bid_type: components["schemas"]["BidType"];
            digit: string;
            amount: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
            bid_status: components["schemas"]["LateBidStatus"];
            placed_at: components["schemas"]["Instant"];
            /** @description When the bids of its session closed (null when the weekday has no timing). */
            bids_close_at: components["schemas"]["Instant"] | null;
            /** @description When a result of its session was first saved (null when none). */
            result_saved_at: components["schemas"]["Instant"] | null;
            reasons: components["schemas"]["LateReason"][];
            /**
             * Format: int64
             * @description Seconds from the earlier of the two limits to the bid (whole seconds).
             */
            late_by_seconds: number;
        };
        LateBidTotals: {
            /** Format: int64 */
            count: number;
            stake: components["schemas"]["Money"];
            /** Format: int64 */
            players: number;
        };
        LateBidList: {
            rows: components["schemas"]["LateBidRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["LateBidTotals"];
        };
        PlayerLuck: {
            /** Format: int64 */
            user_id: number;
            full_name: string;
            /**
             * Format: int64
             * @description Settled bids in the window.
             */
            bids: number;
            /** Format: int64 */
            wins: number;
            /** @description The wins chance alone gives on average. */
            expected_wins: number;
            stake: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
            /** @description P(wins >= this many by chance); 0 only when below what a double holds (see probability_log). */
            probability: number;
            /** @description log10 of probability, e.g. -6.1 for about 1 in 1.3 million (-1000 stands for impossible by chance). */
            probability_log: number;
            /** @description The probability in words, e.g. "about 1 in 2 million". */
            probability_text: string;
            /** @enum {string} */
            method: "exact" | "chernoff";
        };
        ImprobableWinnerList: {
            start_date: components["schemas"]["BusinessDate"];
            end_date: components["schemas"]["BusinessDate"];
            /** Format: int64 */
            threshold_one_in: number;
            rows: components["schemas"]["PlayerLuck"][];
            pagination: components["schemas"]["Pagination"];
        };
        PlayerLuckReport: {
            start_date: components["schemas"]["BusinessDate"];
            end_date: components["schemas"]["BusinessDate"];
            /** Format: int64 */
            threshold_one_in: number;
            /** @description At least 3 wins with a probability at most 1 in threshold_one_in. */
            flagged: boolean;
            /** @description Null when the player has no settled bid in the window. */
            luck: components["schemas"]["PlayerLuck"] | null;
        };
        /** @enum {string} */
        CheckVerdict: "PASS" | "FAIL" | "UNCHECKED";
        SessionProblem: {
            /**
             * @description UNSETTLED_BID (left pending), WRONG_OUTCOME (won or lost against its digit), WRONG_WIN_AMOUNT
             *     (not stake x rate), MISSING_WIN_ENTRY, SETTLED_TWICE (more than one WIN entry), WRONG_ENTRY_AMOUNT,
             *     ENTRY_WITHOUT_WIN, TOTAL_MISMATCH (entries against the total win), BID_STILL_SETTLED (a reverted
             *     result's bid), REVERT_NOT_CANCELLED (a bid's entries do not net to zero after a revert).
             * @enum {string}
             */
            kind: "UNSETTLED_BID" | "WRONG_OUTCOME" | "WRONG_WIN_AMOUNT" | "MISSING_WIN_ENTRY" | "SETTLED_TWICE" | "WRONG_ENTRY_AMOUNT" | "ENTRY_WITHOUT_WIN" | "TOTAL_MISMATCH" | "BID_STILL_SETTLED" | "REVERT_NOT_CANCELLED";
            /** Format: int64 */
            bid_id: number | null;
            /** Format: int64 */
            entry_id: number | null;
            /** Format: int64 */
            user_id: number | null;
            expected: components["schemas"]["Money"] | null;
            actual: components["schemas"]["Money"] | null;
        };
        SessionCheckRow: {
            /** Format: int64 */
            result_id: number;
            /** Format: int64 */
            provider_id: number;
            provider_name: string;
            type: components["schemas"]["GameType"];
            game_date: components["schemas"]["BusinessDate"];
            session: components["schemas"]["Session"] | null;
            display: string;
            /** @enum {string} */
            result_status: "DECLARED" | "REVERTED";
            verdict: components["schemas"]["CheckVerdict"];
            /** @enum {string|null} */
            cause: "DECLARE" | "REVERT" | "ON_DEMAND" | "SEED" | null;
            checked_at: components["schemas"]["Instant"] | null;
            /** Format: int64 */
            bids: number;
            /** Format: int64 */
            winners: number;
            total_win: components["schemas"]["Money"];
            entries_total: components["schemas"]["Money"];
            /** Format: int64 */
            problem_count: number;
        };
        SessionCheckList: {
            rows: components["schemas"]["SessionCheckRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Sessions of the range per verdict (whatever the verdict filter). */
            counts: {
                /** Format: int64 */
                pass: number;
                /** Format: int64 */
                fail: number;
                /** Format: int64 */
                unchecked: number;
            };
        };
        SessionCheckDetail: {
            session: components["schemas"]["SessionCheckRow"];
            /** @description The first 50 problems of the latest check. */
            problems: components["schemas"]["SessionProblem"][];
        };
        BooksMismatch: {
            /**
             * @description BALANCE_MISMATCH (a wallet against its entries), TOTAL_MISMATCH (all balances against all entries), SETTLED_BY_UNDECLARED (a bid settled by a result not declared).
             * @enum {string}
             */
            kind: "BALANCE_MISMATCH" | "TOTAL_MISMATCH" | "SETTLED_BY_UNDECLARED";
            /** Format: int64 */
            user_id: number | null;
            /** Format: int64 */
            bid_id: number | null;
            balance: components["schemas"]["Money"] | null;
            entries_total: components["schemas"]["Money"] | null;
        };
        /**
         * @description A hash chain - ledger (ledger_entries) or audit (audit_log).
         * @enum {string}
         */
        ChainName: "ledger" | "audit";
        /**
         * @description A signed statement of a chain's head. The Ed25519 signature (base64) covers the UTF-8 text
         *     `backoffice.checkpoint.v1|<chain>|<position>|<head>|<time>`.
         */
        ChainCheckpoint: {
            chain: components["schemas"]["ChainName"];
            /** Format: int64 */
            position: number;
            head: string;
            /** Format: date-time */
            time: string;
            signature: string;
        };
        /**
         * @description The first bad position of a chain and what is wrong there. `columns` names the changed columns of a
         *     changed-row; `other_position` is the partner of a reordered pair; `checkpoint_position` and
         *     `checkpoint_time` name the checkpoint a truncated tail or a rewritten history contradicts.
         */
        ChainProblem: {
            /** @enum {string} */
            kind: "changed-row" | "missing-row" | "inserted-row" | "reordered" | "broken-link" | "missing-link" | "truncated" | "checkpoint-mismatch";
            /** Format: int64 */
            position: number;
            row_id: string | null;
            columns: string[];
            /** Format: int64 */
            other_position: number | null;
            /** Format: int64 */
            checkpoint_position: number | null;
            checkpoint_time: string | null;
        };
        ChainVerdict: {
            chain: components["schemas"]["ChainName"];
            ok: boolean;
            /** Format: int64 */
            length: number;
            /** Format: int64 */
            verified_to: number;
            /** @description The recomputed hash at verified_to (hex). */
            head: string;
            problem: components["schemas"]["ChainProblem"] | null;
            /** @description The newest checkpoint compared (null when none was). */
            checkpoint: {
                /** Format: int64 */
                position: number;
                head: string;
                time: string;
            } | null;
        };
        ChainsReport: {
            /** Format: int64 */
            verification_id: number;
            ok: boolean;
            verified_at: components["schemas"]["Instant"];
            /** Format: int64 */
            duration_ms: number;
            chains: components["schemas"]["ChainVerdict"][];
            /** @description The checkpoint signing key's public half (PEM, SPKI), null when none is configured. */
            public_key: string | null;
            /** @description When the newest checkpoint was written (null before the first). */
            last_checkpoint_at: components["schemas"]["Instant"] | null;
        };
        BooksVerdict: {
            /** Format: int64 */
            check_id: number;
            /** @enum {string} */
            cause: "DAILY" | "ON_DEMAND";
            ok: boolean;
            /** Format: int64 */
            wallets: number;
            /** Format: int64 */
            entries: number;
            balances_total: components["schemas"]["Money"];
            entries_total: components["schemas"]["Money"];
            /** Format: int64 */
            mismatch_count: number;
            /** @description The first 50 mismatches. */
            mismatches: components["schemas"]["BooksMismatch"][];
            /** Format: int64 */
            duration_ms: number;
            checked_at: components["schemas"]["Instant"];
        };
        LateSessionAlarm: {
            /** Format: int64 */
            provider_id: number;
            provider_name: string;
            type: components["schemas"]["GameType"];
            game_date: components["schemas"]["BusinessDate"];
            session: components["schemas"]["Session"] | null;
            /** Format: int64 */
            count: number;
            stake: components["schemas"]["Money"];
            /** Format: int64 */
            newest_bid_id: number;
        };
        IntegrityAlarms: {
            late_bids: components["schemas"]["LateSessionAlarm"][] | null;
            improbable_winners: components["schemas"]["PlayerLuck"][] | null;
            failed_checks: components["schemas"]["SessionCheckRow"][] | null;
            books_failed: components["schemas"]["BooksVerdict"] | null;
            /** @description The latest verification of the hash chains when it failed (risk.chainVerify; null otherwise). */
            chains_failed?: components["schemas"]["ChainsReport"] | null;
        };
        /** @description Every failure. msg is a text, or an object keyed by field for field-level failures. */
        ErrorResponse: {
            /** @constant */
            error: true;
            msg: string | {
                [key: string]: string;
            };
            /**
             * @description True when the token was valid but has expired (idle or absolute lifetime) or was ended from
             *     elsewhere (Your sessions, an admin, a password reset).
             */
            token_expired?: boolean;
            /** @description Login only. The password was right; the account's second factor (otp_code or recovery_code) is needed or was refused. */
            second_factor_required?: boolean;
        };
        /** @description A success with no payload worth returning. */
        Ok: {
            /** @constant */
            error: false;
            msg: string;
            data: null;
        };
        Pagination: {
            /** Format: int32 */
            per_page: number;
            /** Format: int32 */
            current_page: number;
            /** Format: int64 */
            total_page: number;
            /** Format: int64 */
            total_count: number;
            /**
             * @description Present (true) only when the list stopped counting at a cap: more rows match than total_count, and total_page counts the pages up to the cap only. Which lists cap, and where, is said by each operation (users.list with `search`: 1,000).
             * @constant
             */
            total_capped?: true;
        };
        /** @description Rupees, at most 2 decimals. Bounded by what the ledger keeps exactly (integer paise within 2^53 - 1); a request's own amount has a smaller, domain ceiling (MoneyAmount). */
        Money: number;
        /** @description An amount staff move in one request: rupees, at most 2 decimals, more than zero and at most ₹1,00,00,000.00 (one crore, the domain's ceiling for one manual move). */
        MoneyAmount: number;
        /**
         * Format: date
         * @description A business day in Asia/Kolkata, YYYY-MM-DD, from 2000-01-01 to 2100-12-31 (a date outside that window is a typo, and one before year 1 cannot be stored).
         */
        BusinessDate: string;
        /**
         * Format: date-time
         * @description ISO 8601 with offset.
         */
        Instant: string;
        /** @description IST wall-clock time, HH:MM (24 h). */
        WallClock: string;
        /** @enum {string} */
        UserStage: "REGISTERED" | "UNREGISTERED" | "UNVERIFIED" | "BLOCKED" | "BANNED";
        /**
         * @description Status of a gateway (fund) request.
         * @enum {string}
         */
        TranStatus: "PENDING" | "APPROVED" | "PROCESSING" | "SUCCESS" | "FAILED" | "DECLINED" | "QUEUED" | "HOLD" | "WAITING";
        /** @enum {string} */
        WithdrawHistoryStatus: "SUCCESS" | "FAILED" | "DECLINED";
        /**
         * Format: int32
         * @description 1 games (market), 2 starline, 3 jackpot.
         * @enum {integer}
         */
        ProviderType: 1 | 2 | 3;
        /**
         * @description The game family as a word, used in paths.
         * @enum {string}
         */
        GameType: "market" | "starline" | "jackpot";
        /** @enum {string} */
        Session: "Open" | "Close";
        /**
         * @description Bid types per game family. Market (provider_type 1): SINGLE_DIGIT_MARKET, JODI_MARKET,
         *     SINGLE_PANNA_MARKET, DOUBLE_PANNA_MARKET, TRIPLE_PANNA_MARKET, HALF_SANGAM_MARKET (open panna +
         *     close ank, or open ank + close panna), FULL_SANGAM_MARKET. Starline (2): SINGLE_DIGIT_STARLINE,
         *     SINGLE_PANNA_STARLINE, DOUBLE_PANNA_STARLINE, TRIPLE_PANNA_STARLINE. Jackpot (3): LEFT_DIGIT_JACKPOT,
         *     RIGHT_DIGIT_JACKPOT, JODI_JACKPOT.
         * @enum {string}
         */
        BidType: "SINGLE_DIGIT_MARKET" | "JODI_MARKET" | "SINGLE_PANNA_MARKET" | "DOUBLE_PANNA_MARKET" | "TRIPLE_PANNA_MARKET" | "HALF_SANGAM_MARKET" | "FULL_SANGAM_MARKET" | "SINGLE_DIGIT_STARLINE" | "SINGLE_PANNA_STARLINE" | "DOUBLE_PANNA_STARLINE" | "TRIPLE_PANNA_STARLINE" | "LEFT_DIGIT_JACKPOT" | "RIGHT_DIGIT_JACKPOT" | "JODI_JACKPOT";
        /** @enum {string} */
        BidStatus: "PENDING" | "WON" | "LOST" | "REFUNDED";
        /** @enum {string} */
        ResultStatus: "SAVED" | "DECLARED" | "REVERTED";
        /**
         * @description The four actions on gateway requests.
         * @enum {string}
         */
        GatewayAction: "WAIT_HOLD" | "VERIFY" | "PROCESS" | "REINITIALIZE_QUEUED";
        /**
         * @description Kind of ledger entry.
         * @enum {string}
         */
        TransType: "DEPOSIT" | "WITHDRAWAL" | "WITHDRAWAL_REFUND" | "BID" | "WIN" | "BID_REFUND" | "WIN_REVERSAL" | "ADMIN_CREDIT" | "ADMIN_DEBIT" | "BONUS";
        /**
         * @description A staff permission key (the spec's route table), or one of the designed keys: risk.lateBids,
         *     risk.improbableWinners and risk.books (the integrity watch's screens and alarms), risk.chainVerify
         *     (verifying and checkpointing the hash chains of the ledger and audit trail), srh.userDepositReport
         *     (a report screen), wallet.adjustBalance (crediting or debiting a wallet by hand, an action of
         *     the View wallet screen: holding wallet.viewWallet alone does not move money; not a menu item) and
         *     masters.auditLog (the audit trail screen under Masters), the approvals.* keys (approving the requests
         *     of one kind of guarded action: results declared, results reverted, bid refunds, wallet adjustments,
         *     withdrawals, permission grants; the Approvals screen) and masters.approvalPolicies (the approval
         *     policies screen under Masters).
         * @enum {string}
         */
        PermissionKey: "dashboard" | "support.chat" | "support.systemchat" | "users" | "games.provider" | "games.setting" | "games.rates" | "games.result" | "games.bids" | "starline.provider" | "starline.setting" | "starline.rates" | "starline.result" | "starline.bids" | "jackpot.provider" | "jackpot.setting" | "jackpot.rates" | "jackpot.result" | "jackpot.bids" | "wallet.viewWallet" | "wallet.adjustBalance" | "wallet.fundRequest" | "wallet.fundRequestHistory" | "wallet.fundRequestTiming" | "wallet.searchAccount" | "wallet.accountHistory" | "pg.manualFundReason" | "pg.paymentGateway" | "srh.pgFundReport" | "srh.adminFundReports" | "srh.zeroBalanceReport" | "srh.userDepositReport" | "srh.overallPL" | "srh.marketSalesReports" | "srh.starlineSalesReports" | "srh.jackpotSalesReports" | "srh.userAnalysis" | "srh.gameAnalysis" | "srh.starlineAnalysis" | "srh.jackpotAnalysis" | "srh.bankAnalysis" | "risk.lateBids" | "risk.improbableWinners" | "risk.books" | "risk.chainVerify" | "approvals.resultDeclare" | "approvals.resultRevert" | "approvals.bidRefund" | "approvals.walletAdjust" | "approvals.withdrawal" | "approvals.permissionGrant" | "news" | "notification" | "useridea" | "app-setting.howToPlay" | "app-setting.noticeBoard" | "app-setting.walletContact" | "app-setting.wdScreenPopup" | "app-setting.appVersion" | "app-setting.banners" | "app-setting.languages" | "masters.manageEmployee" | "masters.manageBrowserFingerprints" | "masters.auditLog" | "masters.approvalPolicies";
        /** @description One day of a graph series. */
        DateCount: {
            date: components["schemas"]["BusinessDate"];
            /** Format: int64 */
            count: number;
        };
        LoginRequest: {
            username: string;
            password: string;
            user_agent?: string;
            /** @description SHA-256 (hex) of browser traits. */
            fingerprint_hash?: string;
            /** @description The 6-digit code of the authenticator app, for an account with a second factor. */
            otp_code?: string;
            /** @description One of the account's recovery codes instead of otp_code; each works once. */
            recovery_code?: string;
        };
        /** @description The spec's login reply (not wrapped in data). */
        LoginResponse: {
            /** @constant */
            error: false;
            token: string;
            x_api_key: string;
            permission: components["schemas"]["PermissionKey"][];
            msg: string;
            expires_at?: components["schemas"]["Instant"];
            /**
             * @description True when the account must have a second factor and has none yet: the session only allows
             *     enrolment (auth.secondFactor, auth.startSecondFactor, auth.confirmSecondFactor), auth.me, its
             *     sessions and Logout; anything else answers 403 until the enrolment is confirmed.
             */
            second_factor_enrolment_required?: boolean;
        };
        StaffMe: {
            /** Format: int32 */
            employee_id: number;
            username: string;
            full_name: string;
            is_admin: boolean;
            permission: components["schemas"]["PermissionKey"][];
            /** @description The session only allows enrolling the second factor the account must have. */
            second_factor_enrolment_required?: boolean;
        };
        NewsRow: {
            /** Format: int32 */
            news_id: number;
            title: string;
            body: string;
            /** @description Shown in the player app. */
            is_active: boolean;
            created_at: components["schemas"]["Instant"];
            updated_at: components["schemas"]["Instant"];
        };
        NewsList: {
            rows: components["schemas"]["NewsRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        NewsUpdateRequest: {
            /**
             * Format: int32
             * @description The item to update; absent creates a new item.
             */
            news_id?: number;
            title: string;
            body: string;
            is_active: boolean;
        };
        /**
         * @description ALL sends to every player; USER to the one player in user_id.
         * @enum {string}
         */
        NotificationAudience: "ALL" | "USER";
        /** @enum {string} */
        NotificationStatus: "SENT" | "DELETED";
        NotificationRow: {
            /** Format: int32 */
            notification_id: number;
            title: string;
            body: string;
            audience: components["schemas"]["NotificationAudience"];
            /**
             * Format: int32
             * @description The player, for audience USER; null for ALL.
             */
            user_id: number | null;
            /**
             * Format: int64
             * @description How many times it has been sent (1 + resends).
             */
            sent_count: number;
            status: components["schemas"]["NotificationStatus"];
            created_at: components["schemas"]["Instant"];
            /**
             * Format: date-time
             * @description The last resend; null if never resent.
             */
            resent_at: string | null;
            /** @description Username of the staff member who sent it; null for system notifications. */
            created_by: string | null;
        };
        NotificationList: {
            rows: components["schemas"]["NotificationRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        NotificationSendRequest: {
            title: string;
            body: string;
            audience: components["schemas"]["NotificationAudience"];
            /**
             * Format: int32
             * @description Required when audience is USER; not allowed for ALL.
             */
            user_id?: number;
        };
        NotificationIdRequest: {
            /** Format: int32 */
            notification_id: number;
        };
        IdeaRow: {
            /** Format: int32 */
            idea_id: number;
            /**
             * Format: int32
             * @description The player who sent it; null when added by staff without one.
             */
            user_id: number | null;
            /** @description The player's name; null when user_id is null. */
            full_name: string | null;
            idea: string;
            created_at: components["schemas"]["Instant"];
        };
        IdeaList: {
            rows: components["schemas"]["IdeaRow"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * Format: int64
             * @description All ideas, regardless of search.
             */
            total: number;
        };
        IdeaCreateRequest: {
            idea: string;
            /**
             * Format: int32
             * @description The player the idea came from, if any.
             */
            user_id?: number;
        };
        IdeaDeleteRequest: {
            /** Format: int32 */
            idea_id: number;
        };
        AppSettingHowToPlay: {
            title: string;
            description: string;
            /** @description URL of the how-to-play video; empty when none. */
            video: string;
            last_updated_at: components["schemas"]["Instant"];
        };
        AppSettingHowToPlayUpdateRequest: {
            title: string;
            description: string;
            /** @description An http(s) URL of the video, or empty for none. */
            video: string;
        };
        AppSettingNoticeBoard: {
            title: string;
            description: string;
            contact: string;
            last_updated_at: components["schemas"]["Instant"];
        };
        AppSettingNoticeBoardUpdateRequest: {
            title: string;
            description: string;
            /** @description Contact details shown under the rules; may be empty. */
            contact: string;
        };
        AppSettingWalletContact: {
            contact_number: string;
            /** @description Whether the app shows the contact number. */
            contact_number_status: boolean;
            whatsapp_number: string;
            /** @description Whether the app shows the WhatsApp number. */
            whatsapp_number_status: boolean;
            last_updated_at: components["schemas"]["Instant"];
        };
        AppSettingWalletContactUpdateRequest: {
            /** @description Digits with an optional leading +; empty when none. */
            contact_number: string;
            contact_number_status: boolean;
            /** @description Digits with an optional leading +; empty when none. */
            whatsapp_number: string;
            whatsapp_number_status: boolean;
        };
        AppSettingWithdrawPopup: {
            title: string;
            message: string;
            /** @description Whether the app shows the popup on its withdraw screen. */
            is_active: boolean;
            last_updated_at: components["schemas"]["Instant"];
        };
        AppSettingWithdrawPopupUpdateRequest: {
            title: string;
            message: string;
            is_active: boolean;
        };
        AppSettingAppVersion: {
            /** @description Semantic version, e.g. 1.4.2. */
            minimum_app_version: string;
            /**
             * Format: int32
             * @description 1 puts the player app in maintenance mode.
             * @enum {integer}
             */
            maintenance: 0 | 1;
            /**
             * Format: int32
             * @description 1 makes older app versions update before use.
             * @enum {integer}
             */
            force_update: 0 | 1;
            last_updated_at: components["schemas"]["Instant"];
        };
        AppSettingAppVersionUpdateRequest: {
            /** @description Semantic version MAJOR.MINOR.PATCH, e.g. 1.4.2. */
            minimum_app_version: string;
            /**
             * Format: int32
             * @enum {integer}
             */
            maintenance: 0 | 1;
            /**
             * Format: int32
             * @enum {integer}
             */
            force_update: 0 | 1;
        };
        /** @enum {string} */
        BannerContentType: "image/png" | "image/jpeg" | "image/webp";
        BannerRow: {
            /** Format: int32 */
            banner_id: number;
            title: string;
            /** @description Where a tap on the banner leads; null for none. */
            link: string | null;
            /** @description The image path under the API base, /others/app-setting/banners/{banner_id}/image. */
            image_url: string;
            /**
             * Format: int32
             * @description Ascending display order.
             */
            sort_order: number;
            is_active: boolean;
            content_type: components["schemas"]["BannerContentType"];
            /** Format: int32 */
            size_bytes: number;
            created_at: components["schemas"]["Instant"];
        };
        BannerList: {
            rows: components["schemas"]["BannerRow"][];
        };
        /** @description multipart/form-data fields. */
        BannerCreateRequest: {
            /**
             * Format: binary
             * @description The banner image file: PNG, JPEG or WebP, at most 2 MB (2097152 bytes).
             */
            image: string;
            title: string;
            /** @description Where a tap on the banner leads (http or https URL). */
            link?: string;
            /**
             * Format: int32
             * @description Ascending display order; 0 when absent.
             */
            sort_order?: number;
        };
        BannerUpdateRequest: {
            title: string;
            /** @description An http(s) URL, or null for none. */
            link: string | null;
            /** Format: int32 */
            sort_order: number;
            is_active: boolean;
        };
        LanguageRow: {
            /** Format: int32 */
            language_id: number;
            /** @description BCP 47 language tag, e.g. en, hi, mr-IN. */
            code: string;
            /** @description The name in English, e.g. Hindi. */
            name: string;
            /** @description The name in the language itself. */
            native_name: string;
            is_active: boolean;
            /** @description Exactly one language is the default. */
            is_default: boolean;
        };
        LanguageList: {
            rows: components["schemas"]["LanguageRow"][];
        };
        LanguageCreateRequest: {
            /** @description BCP 47 language tag, e.g. en, hi, mr-IN. */
            code: string;
            name: string;
            native_name: string;
            /** @description true when absent. */
            is_active?: boolean;
            /** @description false when absent. */
            is_default?: boolean;
        };
        LanguageUpdateRequest: {
            /** @description BCP 47 language tag, e.g. en, hi, mr-IN. */
            code: string;
            name: string;
            native_name: string;
            is_active: boolean;
            is_default: boolean;
        };
        EmployeeRow: {
            /** Format: int32 */
            employee_id: number;
            username: string;
            full_name: string;
            is_admin: boolean;
            /** @description An inactive account cannot sign in. */
            is_active: boolean;
            permission: components["schemas"]["PermissionKey"][];
            /** @description Sign-in only from APPROVED browser fingerprints. */
            fingerprint_enforced: boolean;
            /**
             * Format: date-time
             * @description Null if never signed in.
             */
            last_login_at: string | null;
            created_at: components["schemas"]["Instant"];
            /** @description The account signs in with a TOTP code (or a recovery code) after the password. */
            second_factor_enrolled: boolean;
            /** @description An admin requires a second factor of this account (the sign-in policy may require one too). */
            second_factor_required: boolean;
        };
        EmployeeList: {
            rows: components["schemas"]["EmployeeRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description Permission keys, each at most once. */
        EmployeePermissionList: components["schemas"]["PermissionKey"][];
        EmployeeCreateRequest: {
            /** @description Lower-case letters, digits, underscore and dot. */
            username: string;
            full_name: string;
            /** @description At least 8 characters, with at least one letter and one digit. */
            password: string;
            permission: components["schemas"]["EmployeePermissionList"];
            /** @description false when absent. */
            is_admin?: boolean;
        };
        EmployeeUpdateRequest: {
            full_name: string;
            permission: components["schemas"]["EmployeePermissionList"];
            is_admin: boolean;
        };
        SecondFactorStatus: {
            enrolled: boolean;
            /** Format: date-time */
            enrolled_at: string | null;
            /** @description Required of this account, by an admin or by the sign-in policy. */
            required: boolean;
            required_by_admin: boolean;
            /** Format: int64 */
            recovery_codes_left: number;
        };
        SecondFactorEnrolment: {
            /** @description The base32 secret, to type into an app that cannot scan. */
            secret: string;
            /** @description otpauth://totp/... as encoded in the QR code. */
            otpauth_url: string;
            /** @description The QR code as a PNG data URL. */
            qr_image: string;
        };
        SecondFactorConfirmRequest: {
            /** @description The code the authenticator app shows for the new secret. */
            otp_code: string;
        };
        RecoveryCodes: {
            recovery_codes: string[];
        };
        SessionRow: {
            /** Format: int64 */
            session_id: number;
            /** @description The browser's user agent at sign-in. */
            user_agent: string;
            /** @description The address it signed in from. */
            ip: string | null;
            created_at: components["schemas"]["Instant"];
            last_used_at: components["schemas"]["Instant"];
            expires_at: components["schemas"]["Instant"];
            /** @description The session making this call. */
            current: boolean;
        };
        SessionList: {
            rows: components["schemas"]["SessionRow"][];
        };
        SessionsEnded: {
            /** Format: int64 */
            ended: number;
        };
        SecondFactorRequirementRequest: {
            required: boolean;
        };
        SignInPolicy: {
            /** @description Every admin and every holder of a money or result key must sign in with a second factor. */
            second_factor_for_money_keys: boolean;
            /** Format: date-time */
            updated_at: string | null;
            money_or_result_keys: components["schemas"]["PermissionKey"][];
        };
        SignInPolicyRequest: {
            second_factor_for_money_keys: boolean;
        };
        EmployeeStatusRequest: {
            is_active: boolean;
        };
        EmployeePasswordRequest: {
            /** @description At least 8 characters, with at least one letter and one digit. */
            password: string;
        };
        EmployeePermissionKeyRow: {
            key: components["schemas"]["PermissionKey"];
            /** @description The screen name, e.g. Fund requests. */
            label: string;
            /** @description The sidebar group, e.g. Wallet; empty for single items. */
            group: string;
        };
        /** @enum {string} */
        FingerprintStatus: "PENDING" | "APPROVED" | "REVOKED";
        FingerprintRow: {
            /** Format: int32 */
            fingerprint_id: number;
            /** Format: int32 */
            employee_id: number;
            username: string;
            /** @description SHA-256 (hex) of browser traits, as sent at login. */
            fingerprint_hash: string;
            user_agent: string;
            ip: string | null;
            status: components["schemas"]["FingerprintStatus"];
            first_seen_at: components["schemas"]["Instant"];
            last_seen_at: components["schemas"]["Instant"];
            /** @description Username of the staff member who approved or revoked it last. */
            decided_by: string | null;
            /** @description Whether the fingerprint's staff member may sign in only from APPROVED fingerprints. */
            fingerprint_enforced: boolean;
        };
        FingerprintList: {
            rows: components["schemas"]["FingerprintRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Every staff member with a recorded fingerprint, by username (the employee filter's choices). */
            employees: components["schemas"]["StaffName"][];
        };
        StaffName: {
            /** Format: int64 */
            employee_id: number;
            username: string;
        };
        FingerprintEnforcementRequest: {
            enabled: boolean;
        };
        /**
         * @description The kind of record an audit row is about: a player, a player's wallet (entity_id is the user id), a
         *     fund request, a result, a provider, a provider's bids, rates, a fund timing, a manual fund reason,
         *     an employee, a browser fingerprint, the staff sign-in policy or an approval policy. Approval requests
         *     (two-person control) are recorded on the record they act on (approvals.request, approvals.approve,
         *     approvals.reject, approvals.cancel, approvals.stale, approvals.blindMismatch).
         * @enum {string}
         */
        AuditEntity: "player" | "wallet" | "fund_request" | "result" | "provider" | "bids" | "rates" | "fund_timing" | "manual_fund_reason" | "employee" | "fingerprint" | "sign_in_policy" | "approval_policy";
        AuditRow: {
            /** Format: int64 */
            audit_id: number;
            /**
             * Format: int64
             * @description Who made the change; null for the system (seeds, jobs).
             */
            employee_id: number | null;
            /** @description The username of employee_id. */
            username: string | null;
            /** @description What was done, e.g. wallet.adjust, results.declare, employees.update. */
            action: string;
            entity: components["schemas"]["AuditEntity"];
            entity_id: string;
            reason: string | null;
            /** @description The record's changed fields before the change: a JSON object (a list for rates), null when nothing was kept. */
            before: unknown;
            /** @description The record's changed fields after the change, like before. */
            after: unknown;
            created_at: components["schemas"]["Instant"];
        };
        AuditList: {
            rows: components["schemas"]["AuditRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Every action recorded in the trail, alphabetically (the action filter's choices). */
            actions: string[];
            /** @description Every staff member who made a change in the trail, by username (the employee filter's choices). */
            employees: components["schemas"]["StaffName"][];
        };
        /**
         * @description USER threads are player support chats; SYSTEM threads carry system messages to players.
         * @enum {string}
         */
        ChatThreadKind: "USER" | "SYSTEM";
        /** @enum {string} */
        ChatThreadStatus: "OPEN" | "CLOSED";
        ThreadRow: {
            /** Format: int32 */
            thread_id: number;
            kind: components["schemas"]["ChatThreadKind"];
            /** Format: int32 */
            user_id: number | null;
            /** @description The player's name; null when user_id is null. */
            full_name: string | null;
            /** @description The latest message body; null when the thread is empty. */
            last_message: string | null;
            /** Format: date-time */
            last_message_at: string | null;
            /**
             * Format: int64
             * @description Player messages not yet read by staff.
             */
            unread_count: number;
            status: components["schemas"]["ChatThreadStatus"];
        };
        ThreadList: {
            rows: components["schemas"]["ThreadRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        MessageRow: {
            /** Format: int64 */
            message_id: number;
            /** Format: int32 */
            thread_id: number;
            /** @enum {string} */
            sender: "PLAYER" | "STAFF" | "SYSTEM";
            /** @description The player's name, the staff member's full name, or System. */
            sender_name: string;
            body: string;
            created_at: components["schemas"]["Instant"];
        };
        MessageList: {
            /** @description Oldest first. */
            rows: components["schemas"]["MessageRow"][];
            /** @description Older messages exist before the first row. */
            has_more: boolean;
        };
        ChatSendRequest: {
            body: string;
        };
        ChatThreadStatusRequest: {
            status: components["schemas"]["ChatThreadStatus"];
        };
        ChatReadState: {
            /** Format: int32 */
            thread_id: number;
            /** Format: int64 */
            unread_count: number;
        };
        /** @description The first event of every live.events connection. */
        LiveHello: {
            /** @description The event id the stream continues from. */
            last_id: string;
            /**
             * Format: int32
             * @description How long to wait before reconnecting after the stream ends.
             */
            retry_ms: number;
        };
        /** @description One committed change to a shared record (an event of live.events). */
        LiveChange: {
            /** @description The event id, rising in commit order (send it back as Last-Event-ID). */
            id: string;
            /**
             * @description The record's kind. This server sends its withdrawal requests (fund requests, the gateway
             *     queue's rows) as `withdrawal`; `fund_request` and `gateway_request` are for hosts that keep
             *     them apart. A `late_bid` is a bid found late (placed after its session's bids closed or its
             *     result was saved; its state is the bid's status); a `fingerprint` is a browser fingerprint
             *     asked for, approved or revoked. An approval past its expiry comes as `approval` with state
             *     EXPIRED, and a session ended by its lifetime or idle timeout as `session` with state EXPIRED.
             * @enum {string}
             */
            kind: "fund_request" | "withdrawal" | "gateway_request" | "approval" | "result" | "board_slot" | "integrity_alarm" | "chat_thread" | "session" | "late_bid" | "fingerprint";
            /** @description The record's id as a string (a board slot is `<provider_id>:<DAY>`). */
            record_id: string;
            /**
             * Format: int32
             * @description The record's version after the change; it rises with every change of the record.
             */
            version: number;
            /** @description The record's status after the change (null when it has none or was deleted). */
            state: string | null;
            /** @description The record's fields the change touched (every field of a new record). */
            changed: string[];
            /** @description The username of the staff member who made the change, when it was made by one. */
            by: string | null;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            at: string;
        };
        /** @description The data of a `reload` or `dropped` event of live.events. */
        LiveNotice: {
            reason: string;
        };
        ChatUnreadCounts: {
            /**
             * Format: int32
             * @description Unread player messages in USER threads.
             */
            user: number;
            /**
             * Format: int32
             * @description Unread player messages in SYSTEM threads.
             */
            system: number;
            /**
             * Format: int64
             * @description user + system.
             */
            total: number;
        };
        ProviderPickerRow: {
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            provider_type: components["schemas"]["ProviderType"];
            is_active: boolean;
        };
        ProviderPickerList: {
            rows: components["schemas"]["ProviderPickerRow"][];
        };
        ProviderRow: {
            /** Format: int32 */
            provider_id: number;
            provider_type: components["schemas"]["ProviderType"];
            provider_name: string;
            /** @description Display name; may be empty (a status update empties it). */
            game_name: string;
            is_active: boolean;
            /** @description Today's OBT (IST HH:MM); null when the market is closed today. */
            open_time: string | null;
            /** @description Today's CBT (IST HH:MM); null for starline and jackpot, or when closed today. */
            close_time: string | null;
            /** @description Today's result as shown, e.g. 123-67-124 or 123-6*-***; null before any declared result. */
            today_result: string | null;
            created_at: components["schemas"]["Instant"];
        };
        ProviderList: {
            rows: components["schemas"]["ProviderRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        ProviderCreateRequest: {
            provider_type: components["schemas"]["ProviderType"];
            provider_name: string;
            /** @default  */
            game_name: string;
            /** @default true */
            is_active: boolean;
        };
        ProviderUpdateRequest: {
            provider_name: string;
            game_name?: string;
        };
        ProviderStatusRequest: {
            is_active: boolean;
        };
        /** @description "10 ka 95": a stake of bid_amount wins win_amount; rate = win_amount / bid_amount. */
        RateRow: {
            bid_type: components["schemas"]["BidType"];
            /** @description Display name, e.g. Single Digit. */
            label: string;
            /** Format: int32 */
            bid_amount: number;
            /** Format: int32 */
            win_amount: number;
            /** @description win_amount / bid_amount, e.g. 9.5. */
            rate: number;
        };
        RateTable: {
            provider_type: components["schemas"]["ProviderType"];
            rows: components["schemas"]["RateRow"][];
        };
        RatesUpdateRequest: {
            rows: {
                bid_type: components["schemas"]["BidType"];
                /** Format: int32 */
                bid_amount: number;
                /**
                 * Format: int32
                 * @description At most 1,000,000: the server's MAX_RATE_PART (domain/rates.ts), which keeps stake x win an exact integer. A server test holds the two equal.
                 */
                win_amount: number;
            }[];
        };
        /** @enum {string} */
        SettingDay: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
        /**
         * @description One weekday of a provider. OBT/CBT: open/close bid times (bids close then); OBRT/CBRT: open/close
         *     result times. Starline and jackpot use OBT and OBRT only (CBT and CBRT null).
         */
        SettingRow: {
            /** Format: int32 */
            setting_id: number;
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            day: components["schemas"]["SettingDay"];
            OBT: components["schemas"]["WallClock"];
            /** @description Close bid time, IST HH:MM; null for starline and jackpot. */
            CBT: string | null;
            OBRT: components["schemas"]["WallClock"];
            /** @description Close result time, IST HH:MM; null for starline and jackpot. */
            CBRT: string | null;
            /** @description True when the market is open that weekday. */
            status: boolean;
        };
        SettingList: {
            rows: components["schemas"]["SettingRow"][];
        };
        /** @description CBT and CBRT are required for a market (provider_type 1) and ignored otherwise. */
        SettingTimingRequest: {
            OBT: components["schemas"]["WallClock"];
            CBT?: components["schemas"]["WallClock"];
            OBRT: components["schemas"]["WallClock"];
            CBRT?: components["schemas"]["WallClock"];
            /** @description Open that weekday; unchanged when absent. */
            status?: boolean;
        };
        SettingStatusRequest: {
            /** @description True opens the market that weekday. */
            status: boolean;
        };
        /**
         * @description One saved, declared or reverted result of a provider, date and (market) session. For a market,
         *     digit is panna-ank (e.g. 123-6) and display the whole day, unknown parts as stars (e.g. 123-6*-***
         *     after Open, 123-67-124 after Close). For starline digit and display are panna-ank. For jackpot panna
         *     and ank are null and digit and display are the two-digit jodi.
         */
        ResultRow: {
            /** Format: int32 */
            result_id: number;
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            provider_type: components["schemas"]["ProviderType"];
            game_date: components["schemas"]["BusinessDate"];
            /** @description Open or Close for a market; null for starline and jackpot. */
            session: components["schemas"]["Session"] | null;
            /** @description Three digits; null for jackpot. */
            panna: string | null;
            /** @description One digit; null for jackpot. */
            ank: string | null;
            /** @description panna-ank, or the jackpot jodi. */
            digit: string;
            status: components["schemas"]["ResultStatus"];
            /** @description As shown in lists, e.g. 123-67-124 or ***-6*-***. */
            display: string;
            saved_at: components["schemas"]["Instant"];
            declared_at: components["schemas"]["Instant"] | null;
            /** @description Username of the staff member who declared it. */
            declared_by: string | null;
            reverted_at: components["schemas"]["Instant"] | null;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
        };
        ResultList: {
            rows: components["schemas"]["ResultRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description One bid. digit by bid type: single digit / left / right digit "6"; jodi "67"; panna "123"; half
         *     sangam "123-7" (OPEN_PANNA_CLOSE_ANK: open panna-close ank) or "6-124" (OPEN_ANK_CLOSE_PANNA: open
         *     ank-close panna); full sangam "123-124" (open panna-close panna).
         */
        BidRow: {
            /** Format: int64 */
            bid_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            provider_type: components["schemas"]["ProviderType"];
            game_date: components["schemas"]["BusinessDate"];
            /** @description Open or Close for market single digit and panna bids; null otherwise. */
            session: components["schemas"]["Session"] | null;
            bid_type: components["schemas"]["BidType"];
            digit: string;
            /**
             * @description Which half sangam; null for every other bid type.
             * @enum {string|null}
             */
            half_sangam_form: "OPEN_PANNA_CLOSE_ANK" | "OPEN_ANK_CLOSE_PANNA" | null;
            amount: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
            bid_status: components["schemas"]["BidStatus"];
            bid_created_at: components["schemas"]["Instant"];
        };
        BidList: {
            rows: components["schemas"]["BidRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        MarketBoard: {
            game_date: components["schemas"]["BusinessDate"];
            day: components["schemas"]["SettingDay"];
            rows: components["schemas"]["MarketBoardRow"][];
        };
        /** @description One active provider on the day, ordered by its first bids-close time, then name. */
        MarketBoardRow: {
            /** Format: int64 */
            provider_id: number;
            provider_name: string;
            /** @description The weekday's status; false when the market is closed that day (no result is due). */
            open_today: boolean;
            slots: components["schemas"]["MarketBoardSlot"][];
        };
        /** @description One result of the day; a market has Open (OBT, OBRT) and Close (CBT, CBRT), others one. */
        MarketBoardSlot: {
            session: components["schemas"]["Session"] | null;
            bids_close: components["schemas"]["WallClock"];
            result_due: components["schemas"]["WallClock"];
            /**
             * @description The live result of the slot (a reverted one counts as none).
             * @enum {string}
             */
            result: "NONE" | "SAVED" | "DECLARED";
            /** @description The saved or declared result as shown (e.g. 123-6), null when none. */
            display: string | null;
            /**
             * Format: int64
             * @description Late bids of the slot not refunded (placed after bids closed or after a result was saved).
             */
            late_bids: number;
        };
        /** @description A page of the day's bids, with the totals of every bid the filters match (not only the page). */
        BidDayList: {
            rows: components["schemas"]["BidRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["BidListTotals"];
        };
        /**
         * @description Totals of the filtered set, from the bids themselves: refunded bids are left out of the count and
         *     the stake (their stake went back); win_amount is what the settled bids won.
         */
        BidListTotals: {
            /** Format: int64 */
            bid_count: number;
            amount: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
        };
        /** @description A page of the PENDING bids the filters match, with the totals of them all (not only the page). */
        PendingBidList: {
            rows: components["schemas"]["BidRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["PendingBidTotals"];
        };
        /**
         * @description Totals of the PENDING bids the filters match, from the bids themselves: how many bids, how many
         *     distinct players placed them (a player with two pending bids counts once), and their stake. For one
         *     provider, date and session these are the bids bids.revertProvider refunds with the same provider,
         *     date and session (Close includes the day's jodi and sangam bids, no session takes both sessions):
         *     amount goes back to player_count players' wallets.
         */
        PendingBidTotals: {
            /** Format: int64 */
            bid_count: number;
            /** Format: int64 */
            player_count: number;
            amount: components["schemas"]["Money"];
        };
        /** @description A page of the slot's winning bids, with the totals of every winning bid (not only the page). */
        WinnerList: {
            rows: components["schemas"]["BidRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["WinnerTotals"];
        };
        /**
         * @description Totals of the slot's winning bids (bid_status WON), from the bids themselves: how many bids won, how
         *     many distinct players placed them (a player with two winning bids counts once), and what they won.
         *     Reverting the result takes back win_amount from player_count players.
         */
        WinnerTotals: {
            /** Format: int64 */
            bid_count: number;
            /** Format: int64 */
            player_count: number;
            win_amount: components["schemas"]["Money"];
        };
        ResultBidSummaryRow: {
            digit: string;
            /** Format: int64 */
            bid_count: number;
            total_amount: components["schemas"]["Money"];
            payout_if_wins: components["schemas"]["Money"];
            /** @description House profit (negative = loss) if this digit wins. */
            pnl: components["schemas"]["Money"];
        };
        ResultBidSummary: {
            rows: components["schemas"]["ResultBidSummaryRow"][];
            /** @description Total staked on the bid type. */
            total_amount: components["schemas"]["Money"];
        };
        ResultBidDigitRow: {
            bid_type: components["schemas"]["BidType"];
            digit: string;
            /** Format: int64 */
            bid_count: number;
            total_amount: components["schemas"]["Money"];
        };
        ResultBidDigitSummary: {
            rows: components["schemas"]["ResultBidDigitRow"][];
        };
        ResultBidsByUserRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            /** Format: int64 */
            bid_count: number;
            total_amount: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
        };
        ResultBidsByUserList: {
            rows: components["schemas"]["ResultBidsByUserRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Market (provider_type 1): session and panna. Starline (2): panna. Jackpot (3): digit (two digits).
         *     digit is optional with a panna and must then equal the panna's ank.
         */
        ResultSaveRequest: {
            /** Format: int32 */
            provider_id: number;
            provider_type: components["schemas"]["ProviderType"];
            game_date: components["schemas"]["BusinessDate"];
            session?: components["schemas"]["Session"];
            panna?: string;
            digit?: string;
        };
        /**
         * @description What declaring this result would settle, computed from the PENDING bids now by the same SQL and
         *     rates the declaration uses, so declaring at once pays exactly this. A market Close saved before its
         *     Open is declared previews its own session's bids only (jodi and sangams need the Open).
         */
        ResultPreview: {
            /**
             * Format: int64
             * @description Number of winning bids.
             */
            winners: number;
            total_payout: components["schemas"]["Money"];
            /**
             * @description The would-be winning bids with the largest payouts, at most 50 (win_amount descending, then
             *     bid_id); `winners` and `total_payout` count all of them.
             */
            top_winners: components["schemas"]["PreviewWinner"][];
            total_bid: components["schemas"]["Money"];
            by_bid_type: {
                bid_type: components["schemas"]["BidType"];
                /** Format: int64 */
                winners: number;
                payout: components["schemas"]["Money"];
            }[];
        };
        /** @description One bid that declaring the previewed result would pay. */
        PreviewWinner: {
            /** Format: int64 */
            bid_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            bid_type: components["schemas"]["BidType"];
            /** @description The bid's session; null for whole-day market bids (jodi, sangams), starline and jackpot. */
            session: components["schemas"]["Session"] | null;
            digit: string;
            amount: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
        };
        ResultSaveData: {
            result: components["schemas"]["ResultRow"];
            preview: components["schemas"]["ResultPreview"];
        };
        ResultIdRequest: {
            /** Format: int32 */
            result_id: number;
        };
        ResultDeclareRequest: {
            /** Format: int32 */
            result_id: number;
            /** @description Recorded in the audit log. */
            reason?: string;
        };
        ResultDeclareData: {
            result: components["schemas"]["ResultRow"];
            settled: {
                /**
                 * Format: int32
                 * @description Bids that became WON.
                 */
                won: number;
                /**
                 * Format: int32
                 * @description Bids that became LOST.
                 */
                lost: number;
                payout: components["schemas"]["Money"];
            };
        };
        ResultRevertRequest: {
            /** Format: int32 */
            result_id: number;
            /** @description Recorded in the audit log. */
            reason: string;
        };
        ResultRevertData: {
            result: components["schemas"]["ResultRow"];
            reverted: {
                /**
                 * Format: int64
                 * @description Bids put back to PENDING.
                 */
                bids: number;
                /** @description Winnings taken back (WIN_REVERSAL entries). */
                amount: components["schemas"]["Money"];
            };
        };
        ResultReportRow: {
            game_date: components["schemas"]["BusinessDate"];
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            /** @description Open or Close for a market; null for starline and jackpot. */
            session: components["schemas"]["Session"] | null;
            display: string;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            pnl: components["schemas"]["Money"];
            declared_by: string | null;
            declared_at: components["schemas"]["Instant"] | null;
        };
        ResultReportList: {
            rows: components["schemas"]["ResultReportRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        BidRevertProviderRequest: {
            /** Format: int32 */
            provider_id: number;
            provider_type: components["schemas"]["ProviderType"];
            game_date: components["schemas"]["BusinessDate"];
            session?: components["schemas"]["Session"];
            reason: string;
        };
        BidRevertSelectedRequest: {
            bid_ids: number[];
            reason: string;
        };
        BidRefundData: {
            /** Format: int64 */
            refunded_bids: number;
            refunded_amount: components["schemas"]["Money"];
        };
        ProfitLossRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            pnl: components["schemas"]["Money"];
        };
        ProfitLossReport: {
            rows: components["schemas"]["ProfitLossRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Over every row of the filter, not only the page. */
            totals: {
                total_bid: components["schemas"]["Money"];
                total_win: components["schemas"]["Money"];
                pnl: components["schemas"]["Money"];
            };
            /**
             * @description One row per business day (game_date) of the filter with bids, oldest first, over every row of
             *     the filter (the P/L-per-day chart); its sums equal totals.
             */
            by_date: components["schemas"]["ProfitLossDay"][];
        };
        ProfitLossDay: {
            date: components["schemas"]["BusinessDate"];
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            pnl: components["schemas"]["Money"];
        };
        SalesRow: {
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            /** Format: int32 */
            user_id: number;
            player_name: string;
            bid: components["schemas"]["Money"];
            win: components["schemas"]["Money"];
            profit: components["schemas"]["Money"];
        };
        SalesReport: {
            rows: components["schemas"]["SalesRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Over every row of the filter, not only the page. */
            totals: {
                bid: components["schemas"]["Money"];
                win: components["schemas"]["Money"];
                profit: components["schemas"]["Money"];
            };
            /**
             * @description One row per provider over every row of the filter, ordered by provider_name (the report's first
             *     level and its bid/win/profit chart); its sums equal totals.
             */
            by_provider: components["schemas"]["SalesProviderRow"][];
        };
        SalesProviderRow: {
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            /**
             * Format: int64
             * @description Distinct players with bids.
             */
            players: number;
            bid: components["schemas"]["Money"];
            win: components["schemas"]["Money"];
            profit: components["schemas"]["Money"];
        };
        SalesProviderList: {
            rows: {
                /** Format: int32 */
                provider_id: number;
                provider_name: string;
            }[];
        };
        GameAnalysisRow: {
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            /** Format: int64 */
            bid_count: number;
            /**
             * Format: int64
             * @description Distinct players who bid.
             */
            players: number;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            bid_pnl: components["schemas"]["Money"];
        };
        GameAnalysisList: {
            rows: components["schemas"]["GameAnalysisRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["BidAnalysisTotals"];
            /**
             * @description Every provider of the filter, ordered by provider_name (the bid/win/profit chart), not only the
             *     page; its sums equal totals.
             */
            by_provider: components["schemas"]["GameAnalysisRow"][];
        };
        /** @description Over every row of the filter, not only the page. players counts distinct players. */
        BidAnalysisTotals: {
            /** Format: int64 */
            players: number;
            /** Format: int64 */
            bid_count: number;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            bid_pnl: components["schemas"]["Money"];
        };
        /** @enum {string} */
        UserAnalysisType: "top-gainers" | "top-losers" | "top-bidders" | "most-active";
        UserAnalysisRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            /** Format: int64 */
            bid_count: number;
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            bid_pnl: components["schemas"]["Money"];
            /** @description Designed: the chance of winning at least as often as they did in the range by luck, in words (integrity.improbableWinners), null without settled bids. */
            win_chance: string | null;
            /** @description Designed - 3 or more wins with a chance at most 1 in 10,000. */
            improbable: boolean;
        };
        UserAnalysisList: {
            rows: components["schemas"]["UserAnalysisRow"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["BidAnalysisTotals"];
        };
        BankAnalysisRow: {
            bank_name: string;
            /** @description First four letters of the IFSC. */
            ifsc_prefix: string;
            /**
             * Format: int64
             * @description Distinct bank accounts paid to.
             */
            accounts: number;
            /** Format: int64 */
            request_count: number;
            total_amount: components["schemas"]["Money"];
            success_amount: components["schemas"]["Money"];
            /** Format: int64 */
            failed_count: number;
        };
        BankAnalysisList: {
            rows: components["schemas"]["BankAnalysisRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Over every row of the filter, not only the page. */
            totals: {
                /** Format: int64 */
                accounts: number;
                /** Format: int64 */
                request_count: number;
                total_amount: components["schemas"]["Money"];
                success_amount: components["schemas"]["Money"];
                /** Format: int64 */
                failed_count: number;
            };
            /**
             * @description Every bank of the filter, largest total_amount first (the withdrawals-per-bank chart), not only
             *     the page; its sums equal totals.
             */
            by_bank: components["schemas"]["BankAnalysisRow"][];
        };
        UserDepositRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            /** Format: int64 */
            deposit_count: number;
            total_deposit: components["schemas"]["Money"];
            last_deposit_at: components["schemas"]["Instant"] | null;
        };
        UserDepositReport: {
            rows: components["schemas"]["UserDepositRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description Over every row of the filter, not only the page. */
            totals: {
                /** Format: int64 */
                users: number;
                /** Format: int64 */
                deposit_count: number;
                total_deposit: components["schemas"]["Money"];
            };
        };
        /** @enum {string} */
        PgReportType: "DEPOSIT" | "WITHDRAWAL";
        PgOverallRow: {
            payment_gateway: string;
            type: components["schemas"]["PgReportType"];
            /** Format: int64 */
            count: number;
            amount: components["schemas"]["Money"];
        };
        PgOverallReport: {
            rows: components["schemas"]["PgOverallRow"][];
            totals: {
                deposit: components["schemas"]["Money"];
                withdrawal: components["schemas"]["Money"];
            };
        };
        PgByDateRow: {
            date: components["schemas"]["BusinessDate"];
            deposit: components["schemas"]["Money"];
            withdrawal: components["schemas"]["Money"];
            /** Format: int64 */
            count: number;
            /** @description The day's figures per gateway, ordered by payment_gateway (the per-gateway-per-day chart). */
            by_gateway: {
                payment_gateway: string;
                deposit: components["schemas"]["Money"];
                withdrawal: components["schemas"]["Money"];
                /** Format: int64 */
                count: number;
            }[];
        };
        /** @description SUCCESS gateway transactions of the whole filter (every row, not only a page). */
        PgReportTotals: {
            deposit: components["schemas"]["Money"];
            withdrawal: components["schemas"]["Money"];
            /** Format: int64 */
            count: number;
        };
        PgByDateReport: {
            rows: components["schemas"]["PgByDateRow"][];
            totals: components["schemas"]["PgReportTotals"];
        };
        PgByGatewayRow: {
            payment_gateway: string;
            /** Format: int64 */
            count: number;
            amount: components["schemas"]["Money"];
            /** @description The deposits part of amount. */
            deposit: components["schemas"]["Money"];
            /** @description The withdrawals part of amount. */
            withdrawal: components["schemas"]["Money"];
        };
        PgByGatewayReport: {
            rows: components["schemas"]["PgByGatewayRow"][];
            totals: components["schemas"]["PgReportTotals"];
        };
        PgReportTransactionRow: {
            /** Format: int64 */
            tran_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            payment_gateway: string;
            type: components["schemas"]["PgReportType"];
            amount: components["schemas"]["Money"];
            status: components["schemas"]["TranStatus"];
            /** @description The gateway's reference; null until it answers. */
            reference: string | null;
            created_at: components["schemas"]["Instant"];
        };
        PgReportTransactionList: {
            rows: components["schemas"]["PgReportTransactionRow"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description The SUCCESS transactions of the filter, as the upper levels count them (the list itself shows
             *     every status).
             */
            totals: components["schemas"]["PgReportTotals"];
        };
        /**
         * @description credit = ADMIN_CREDIT ledger entries, debit = ADMIN_DEBIT.
         * @enum {string}
         */
        AdminFundTranType: "credit" | "debit";
        /** @description Credits and debits of the whole filter (every row, not only a page); debit as a positive amount. */
        AdminFundTotals: {
            credit: components["schemas"]["Money"];
            debit: components["schemas"]["Money"];
            /** Format: int64 */
            count: number;
        };
        AdminFundOverallReport: {
            totals: components["schemas"]["AdminFundTotals"];
            rows: {
                tran_type: components["schemas"]["AdminFundTranType"];
                /** Format: int64 */
                count: number;
                amount: components["schemas"]["Money"];
            }[];
        };
        AdminFundByDateReport: {
            totals: components["schemas"]["AdminFundTotals"];
            rows: {
                date: components["schemas"]["BusinessDate"];
                credit: components["schemas"]["Money"];
                debit: components["schemas"]["Money"];
                /** Format: int64 */
                count: number;
            }[];
        };
        AdminFundByAdminReport: {
            totals: components["schemas"]["AdminFundTotals"];
            rows: {
                /** Format: int32 */
                employee_id: number;
                username: string;
                full_name: string;
                credit: components["schemas"]["Money"];
                debit: components["schemas"]["Money"];
                /** Format: int64 */
                count: number;
            }[];
        };
        AdminFundTransactionRow: {
            /** Format: int64 */
            entry_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            tran_type: components["schemas"]["AdminFundTranType"];
            amount: components["schemas"]["Money"];
            reason: string | null;
            /** @description Username of the staff member who made the adjustment. */
            created_by: string;
            created_at: components["schemas"]["Instant"];
        };
        AdminFundTransactionList: {
            totals: components["schemas"]["AdminFundTotals"];
            rows: components["schemas"]["AdminFundTransactionRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        ReportAdminList: {
            rows: {
                /** Format: int32 */
                employee_id: number;
                username: string;
                full_name: string;
            }[];
        };
        /**
         * @description The risk level recorded when a player is blocked.
         * @enum {string}
         */
        UserRiskLevel: "LOW" | "MEDIUM" | "HIGH";
        /**
         * @description TEMPORARY moves the player to BLOCKED; PERMANENT moves them to BANNED.
         * @enum {string}
         */
        UserBlockType: "TEMPORARY" | "PERMANENT";
        /**
         * @description A player-side permission that staff can block for one player (designed).
         * @enum {string}
         */
        UserBlockPermission: "DEPOSIT" | "WITHDRAW" | "BID" | "TRANSFER" | "CHAT";
        /** @description A player as the user lists show them. */
        UserRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            email: string | null;
            stage: components["schemas"]["UserStage"];
            balance: components["schemas"]["Money"];
            /** @description On the watchlist. */
            to_watch: boolean;
            watchlist_reason: string | null;
            can_switch_device: boolean;
            /** @description Set when the player was blocked; null otherwise. */
            risk_level: components["schemas"]["UserRiskLevel"] | null;
            created_at: components["schemas"]["Instant"];
            /** Format: date-time */
            last_login_at: string | null;
        };
        /** @description Players per stage; unaffected by search. */
        UserStageCounts: {
            /** Format: int32 */
            registered: number;
            /** Format: int32 */
            unregistered: number;
            /** Format: int32 */
            unverified: number;
            /** Format: int32 */
            blocked: number;
            /** Format: int32 */
            banned: number;
        };
        UserList: {
            rows: components["schemas"]["UserRow"][];
            pagination: components["schemas"]["Pagination"];
            counts: components["schemas"]["UserStageCounts"];
        };
        UserRowPage: {
            rows: components["schemas"]["UserRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A bank account of the player, as shown in the user details. */
        UserBankAccount: {
            /** Format: int32 */
            account_id: number;
            bank_name: string;
            account_holder: string;
            account_number: string;
            ifsc: string;
            upi_id: string | null;
        };
        /** @description The list row of the player plus devices, block state, market access, permissions, totals and accounts. */
        UserDetails: components["schemas"]["UserRow"] & {
            device_ids: string[];
            /** @description Set while the player is BLOCKED or BANNED; null otherwise. */
            block_type: components["schemas"]["UserBlockType"] | null;
            block_reason: string | null;
            /** Format: date-time */
            blocked_at: string | null;
            /** @description Market provider ids the player may bid on; empty means every market. */
            market_providers: number[];
            starline_blocked: boolean;
            jackpot_blocked: boolean;
            block_permissions: components["schemas"]["UserBlockPermission"][];
            total_deposit: components["schemas"]["Money"];
            total_withdraw: components["schemas"]["Money"];
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            bank_accounts: components["schemas"]["UserBankAccount"][];
        };
        ZeroBalanceReportRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            /** Format: date-time */
            last_deposit_at: string | null;
            /** Format: date-time */
            last_bid_at: string | null;
            created_at: components["schemas"]["Instant"];
        };
        ZeroBalanceReportPage: {
            rows: components["schemas"]["ZeroBalanceReportRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A provider to choose from in the market access form. */
        UserMarketProvider: {
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            provider_type: components["schemas"]["ProviderType"];
        };
        /** @description A player's market access. */
        UserMarkets: {
            /** Format: int32 */
            user_id: number;
            /** @description Market provider ids the player may bid on; empty means every market. */
            market_providers: number[];
            starline_blocked: boolean;
            jackpot_blocked: boolean;
            /** @description Every market to choose from. */
            providers: components["schemas"]["UserMarketProvider"][];
        };
        UserPermissionOption: {
            key: components["schemas"]["UserBlockPermission"];
            label: string;
        };
        /** @description A player's blocked permissions and device-switch setting. */
        UserPermissions: {
            /** Format: int32 */
            user_id: number;
            /** @description The player-side permissions blocked for this player. */
            block_permissions: components["schemas"]["UserBlockPermission"][];
            can_switch_device: boolean;
            /** @description Every player-side permission, with its label. */
            available_permissions: components["schemas"]["UserPermissionOption"][];
        };
        UserWatchlistRequest: {
            /** @description True puts the player on the watchlist; false takes them off. */
            status: boolean;
            /** @description Why the player is watched (optional). */
            reason?: string | null;
        };
        UserMarketsRequest: {
            /** @description Market provider ids (provider_type 1) the player may bid on; empty means every market. */
            market_providers: number[];
            starline_blocked: boolean;
            jackpot_blocked: boolean;
        };
        UserStarlineJackpotRequest: {
            /**
             * @description The game family to block or unblock.
             * @enum {string}
             */
            type: "starline" | "jackpot";
            /** @description True blocks the family for the player; false unblocks it. */
            block: boolean;
        };
        UserPermissionsRequest: {
            /** @description The complete list of player-side permissions to block; empty unblocks all. */
            block_permissions: components["schemas"]["UserBlockPermission"][];
        };
        UserSwitchDeviceRequest: {
            /** @description True lets the player switch devices. */
            status: boolean;
        };
        UserBlockRequest: {
            /** Format: int32 */
            user_id: number;
            block_type: components["schemas"]["UserBlockType"];
            reason: string;
            risk_level: components["schemas"]["UserRiskLevel"];
            /**
             * @description Device ids to block with the player; may be empty.
             * @default []
             */
            device_ids: string[];
        };
        UserUnblockRequest: {
            reason: string;
        };
        DashboardRangeRequest: {
            start_date: components["schemas"]["BusinessDate"];
            end_date: components["schemas"]["BusinessDate"];
        };
        DashboardCounts: {
            /**
             * Format: int64
             * @description All players, now.
             */
            total_users: number;
            /** Format: int32 */
            registered_in_range: number;
            /**
             * Format: int64
             * @description Players active on at least one day of the range.
             */
            active_users: number;
            /**
             * Format: int64
             * @description Players who bid on at least one day of the range.
             */
            bidding_users: number;
            total_deposit: components["schemas"]["Money"];
            total_withdraw: components["schemas"]["Money"];
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            /** @description total_bid minus total_win (the house's result; negative for a loss). */
            profit: components["schemas"]["Money"];
            /** @description The sum of all wallets, now. */
            wallet_balance: components["schemas"]["Money"];
            /**
             * Format: int32
             * @description Withdrawal requests in PENDING, now.
             */
            pending_fund_requests: number;
        };
        DashboardOtpPoint: {
            date: components["schemas"]["BusinessDate"];
            /** Format: int32 */
            sent: number;
            /** Format: int32 */
            verified: number;
        };
        DashboardGraphPoint: {
            date: components["schemas"]["BusinessDate"];
            /** Format: int32 */
            registrations: number;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            bids: components["schemas"]["Money"];
            wins: components["schemas"]["Money"];
        };
        DashboardActiveBiddingPoint: {
            date: components["schemas"]["BusinessDate"];
            /**
             * Format: int32
             * @description Players active that day.
             */
            active: number;
            /**
             * Format: int32
             * @description Players who bid that day.
             */
            bidding: number;
        };
        DashboardBidWinPoint: {
            date: components["schemas"]["BusinessDate"];
            bid: components["schemas"]["Money"];
            win: components["schemas"]["Money"];
        };
        DashboardDepositWithdrawPoint: {
            date: components["schemas"]["BusinessDate"];
            deposit: components["schemas"]["Money"];
            withdraw: components["schemas"]["Money"];
        };
        DashboardWalletPoint: {
            date: components["schemas"]["BusinessDate"];
            /** @description The sum of all wallets at the end of that day (IST). */
            balance: components["schemas"]["Money"];
            credit: components["schemas"]["Money"];
            debit: components["schemas"]["Money"];
        };
        WalletUserRow: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            balance: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description Last balance change; null when never.
             */
            balance_update_at: string | null;
            stage: components["schemas"]["UserStage"];
        };
        WalletUserPage: {
            rows: components["schemas"]["WalletUserRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A deposit through the payment gateway. */
        PgTransactionRow: {
            /** Format: int64 */
            tran_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            amount: components["schemas"]["Money"];
            gateway: string;
            /** @description The gateway's reference. */
            reference: string;
            /** @enum {string} */
            tran_status: "SUCCESS" | "PENDING" | "FAILED";
            tran_created_at: components["schemas"]["Instant"];
        };
        PgTransactionPage: {
            rows: components["schemas"]["PgTransactionRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        BidHistoryRow: {
            /** Format: int64 */
            bid_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            /** Format: int32 */
            provider_id: number;
            provider_name: string;
            provider_type: components["schemas"]["ProviderType"];
            bid_type: components["schemas"]["BidType"];
            /** @description Open or Close for market bids; null for starline and jackpot. */
            session: components["schemas"]["Session"] | null;
            /** @description The digits bid on (ank, jodi, panna or sangam). */
            digit: string;
            amount: components["schemas"]["Money"];
            win_amount: components["schemas"]["Money"];
            bid_status: components["schemas"]["BidStatus"];
            game_date: components["schemas"]["BusinessDate"];
            bid_created_at: components["schemas"]["Instant"];
        };
        BidHistoryPage: {
            rows: components["schemas"]["BidHistoryRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description Value and label pairs for the wallet history filters. */
        WalletFilterParams: {
            games: {
                value: components["schemas"]["ProviderType"];
                label: string;
            }[];
            bid_statuses: {
                value: components["schemas"]["BidStatus"];
                label: string;
            }[];
            trans_types: {
                value: components["schemas"]["TransType"];
                label: string;
            }[];
        };
        WithdrawTransactionRow: {
            /** Format: int64 */
            request_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            amount: components["schemas"]["Money"];
            account_number: string;
            ifsc: string;
            tran_status: components["schemas"]["TranStatus"];
            created_at: components["schemas"]["Instant"];
            updated_at: components["schemas"]["Instant"];
        };
        WithdrawTransactionPage: {
            rows: components["schemas"]["WithdrawTransactionRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One ledger entry. */
        LedgerEntryRow: {
            /** Format: int64 */
            entry_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            trans_type: components["schemas"]["TransType"];
            /** @description Signed rupees; positive for a credit, negative for a debit. */
            amount: components["schemas"]["Money"];
            /** @description The wallet balance right after this entry. */
            balance_after: components["schemas"]["Money"];
            /** @description The reason of an admin adjustment, or another note. */
            note: string | null;
            /** @description Username of the staff member who wrote it; null for player and system entries. */
            created_by: string | null;
            tran_created_at: components["schemas"]["Instant"];
        };
        LedgerEntryPage: {
            rows: components["schemas"]["LedgerEntryRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        WalletUserBrief: {
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            balance: components["schemas"]["Money"];
            total_deposit: components["schemas"]["Money"];
            total_withdraw: components["schemas"]["Money"];
            total_bid: components["schemas"]["Money"];
            total_win: components["schemas"]["Money"];
            /** Format: int64 */
            bid_count: number;
            /** Format: date-time */
            last_bid_at: string | null;
            stage: components["schemas"]["UserStage"];
        };
        WalletAccountsCount: {
            /**
             * Format: int64
             * @description All players.
             */
            users: number;
            /**
             * Format: int32
             * @description Players whose balance is above zero.
             */
            with_balance: number;
            /**
             * Format: int32
             * @description Players whose balance is zero.
             */
            zero_balance: number;
            /**
             * Format: int64
             * @description Bank accounts on file.
             */
            bank_accounts: number;
            /** @description The sum of all wallets. */
            total_balance: components["schemas"]["Money"];
        };
        WalletAdjustRequest: {
            /** Format: int32 */
            user_id: number;
            amount: components["schemas"]["MoneyAmount"];
            /**
             * Format: int32
             * @description 0 credits the wallet; any other value debits it.
             */
            type: number;
            /** @description The manual fund reason text. */
            reason: string;
        };
        WalletAdjustResult: {
            /** Format: int32 */
            user_id: number;
            /** @description The wallet balance after the adjustment. */
            balance: components["schemas"]["Money"];
            /**
             * Format: int64
             * @description The ledger entry written.
             */
            entry_id: number;
            /** @description The amount moved, positive. */
            amount: components["schemas"]["Money"];
            /**
             * Format: int32
             * @description The type as sent; 0 was a credit, any other value a debit.
             */
            type: number;
        };
        BankAccountRow: {
            /** Format: int32 */
            account_id: number;
            /** Format: int32 */
            user_id: number;
            /** @description The player's name. */
            full_name: string;
            phone: string;
            bank_name: string;
            account_holder: string;
            account_number: string;
            ifsc: string;
            upi_id: string | null;
            created_at: components["schemas"]["Instant"];
        };
        BankAccountPage: {
            rows: components["schemas"]["BankAccountRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A withdrawal request paid (or to be paid) to the account. */
        AccountHistoryRow: {
            /** Format: int64 */
            request_id: number;
            /** Format: int32 */
            user_id: number;
            /** @description The player who asked for it (designed). */
            full_name: string;
            amount: components["schemas"]["Money"];
            tran_status: components["schemas"]["TranStatus"];
            created_at: components["schemas"]["Instant"];
            updated_at: components["schemas"]["Instant"];
        };
        AccountHistoryPage: {
            account: components["schemas"]["BankAccountRow"];
            /** @description Every player's record of the same account number and IFSC, this one included (designed). */
            holders: components["schemas"]["BankAccountRow"][];
            rows: components["schemas"]["AccountHistoryRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A withdrawal (fund) request. */
        FundRequestRow: {
            /** Format: int64 */
            request_id: number;
            /** Format: int32 */
            user_id: number;
            full_name: string;
            phone: string;
            amount: components["schemas"]["Money"];
            account_number: string;
            ifsc: string;
            bank_name: string;
            /** @description The gateway it was sent through; null before processing. */
            gateway: string | null;
            tran_status: components["schemas"]["TranStatus"];
            /** @description The reason given with the last action, or the gateway's failure text. */
            reason: string | null;
            created_at: components["schemas"]["Instant"];
            updated_at: components["schemas"]["Instant"];
            /**
             * Format: int32
             * @description Rises with every change of the record (live.events carries the same number). Send it back as
             *     `If-Match: "<version>"` on a state change to be refused (409) if someone changed it meanwhile.
             */
            version?: number;
        };
        FundRequestPage: {
            rows: components["schemas"]["FundRequestRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description The window in which players may request withdrawals on one weekday. */
        FundTimingRow: {
            /** Format: int32 */
            timing_id: number;
            /** @enum {string} */
            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
            open_time: components["schemas"]["WallClock"];
            close_time: components["schemas"]["WallClock"];
            /** @description False closes withdrawals for the whole day. */
            is_active: boolean;
        };
        FundTimingRequest: {
            open_time: components["schemas"]["WallClock"];
            close_time: components["schemas"]["WallClock"];
            is_active: boolean;
        };
        GatewayRequestPage: {
            rows: components["schemas"]["GatewayQueueRow"][];
            pagination: components["schemas"]["Pagination"];
            /** @description The payment gateways to filter by and to process through. */
            pg_list: string[];
        };
        /**
         * @description A withdrawal request with what the approver needs beside it (designed): the player's balance now,
         *     their lifetime successful deposits, how many of their earlier withdrawals were paid, how many
         *     other players hold the same bank account (number and IFSC), and the risk hints these give:
         *     FIRST_WITHDRAWAL (no earlier withdrawal of the player was paid), SHARED_ACCOUNT (another player
         *     holds the same account), LARGE_VS_DEPOSITS (the amount is more than the player's lifetime
         *     successful deposits).
         */
        GatewayQueueRow: components["schemas"]["FundRequestRow"] & {
            wallet_balance: components["schemas"]["Money"];
            deposits_total: components["schemas"]["Money"];
            /**
             * Format: int32
             * @description The player's withdrawals created before this one that ended SUCCESS.
             */
            paid_withdrawals: number;
            /**
             * Format: int64
             * @description Other players with a bank account of the same number and IFSC.
             */
            account_players: number;
            risk_hints: components["schemas"]["WithdrawalRiskHint"][];
        };
        /** @enum {string} */
        WithdrawalRiskHint: "FIRST_WITHDRAWAL" | "SHARED_ACCOUNT" | "LARGE_VS_DEPOSITS";
        /** @description Withdrawal requests per status. */
        GatewayCounts: {
            /** Format: int32 */
            pending: number;
            /** Format: int32 */
            approved: number;
            /** Format: int32 */
            processing: number;
            /** Format: int32 */
            success: number;
            /** Format: int32 */
            failed: number;
            /** Format: int32 */
            declined: number;
            /** Format: int32 */
            queued: number;
            /** Format: int32 */
            hold: number;
            /** Format: int32 */
            waiting: number;
        };
        GatewayWaitHoldRequest: {
            request_ids: number[];
            /** @enum {string} */
            status: "WAITING" | "HOLD";
            reason?: string;
        };
        GatewayVerifyRequest: {
            request_ids: number[];
            /**
             * @description True approves (APPROVED), or for a PROCESSING request settles it by the gateway's answer
             *     (SUCCESS or FAILED); false declines (DECLINED, money returned).
             */
            approve: boolean;
            reason?: string;
        };
        GatewayProcessRequest: {
            request_ids: number[];
            /** @description One of pg_list. */
            gateway: string;
        };
        GatewayReinitializeRequest: {
            request_ids: number[];
        };
        GatewayActionFailure: {
            /** Format: int64 */
            request_id: number;
            /** @description Why this request was left as it was. */
            msg: string;
        };
        GatewayActionResult: {
            action: components["schemas"]["GatewayAction"];
            /** @description The requests the action changed, as they are now. */
            updated: components["schemas"]["FundRequestRow"][];
            /** @description The requests left unchanged, each with the reason. */
            failed: components["schemas"]["GatewayActionFailure"][];
        };
        ManualFundRow: {
            /** Format: int32 */
            manual_fund_id: number;
            /** @description The reason text. */
            reasons: string;
            /** @description True when the reason is offered. */
            is_action: boolean;
            created_at: components["schemas"]["Instant"];
        };
        ManualFundPage: {
            rows: components["schemas"]["ManualFundRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        ManualFundCreateRequest: {
            /** @description The reason text. */
            reasons: string;
        };
        ManualFundStatusRequest: {
            /** @description True offers the reason; false stops offering it. */
            is_action: boolean;
        };
        /** @description The manual fund delete failure; the console reads msg.manual_fund_id. */
        ManualFundDeleteConflict: {
            /** @constant */
            error: true;
            msg: {
                manual_fund_id: string;
            };
        };
    };
    responses: {
        /** @description The request is invalid; msg names the field. */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No token, or an unknown, revoked or expired token (token_expired is true for an expired one). */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The token lacks the operation's permission ('Unauthorized access.'). */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The thing asked for does not exist. */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The change conflicts with the current state (illegal transition, reused idempotency key). */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body is larger than the server accepts ('The request body is too large'). */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A path parameter is longer than the router accepts (100 characters). */
        UriTooLong: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body's content type is not one the operation takes (application/json, or multipart/form-data for uploads). */
        UnsupportedMediaType: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unexpected failure ('Internal Server Error'). */
        ServerError: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The database is away (a restart, a failover, the network), a statement ran past its deadline, or the disk under the database is full (a write refused; reads still answer); the request may be sent again after Retry-After seconds (a keyed request applies once or replays). */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Past the rate limit of the staff member, or of the address without a known token:
         *     'Too many requests. Try again in N seconds.' Retry-After says when to send again.
         */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The window in business days, today (IST) included. */
        LuckDays: number;
        /** @description The result (one session of one provider and day). */
        ResultIdPath: number;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Page number, from 1. */
        CurrentPage: number;
        /** @description Rows per page. */
        PerPage: number;
        /** @description Free-text search. */
        Search: string;
        /** @description Sort direction. */
        Order: "asc" | "desc";
        /** @description First business day of the range (IST), inclusive. */
        StartDate: components["schemas"]["BusinessDate"];
        /** @description Last business day of the range (IST), inclusive. */
        EndDate: components["schemas"]["BusinessDate"];
        /**
         * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
         *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
         *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
         *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
         */
        IfMatch: string;
        /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description The budget per window: the staff member's, or the address's without a known token. */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window ends and the budget is whole again. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before sending again. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. The session to store is token, x_api_key and permission. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many failed sign-ins for this username or address, or over the rate limit. */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "host.capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host's offer. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            /** @description The `info.version` of the contract the host implements. */
                            contract_version: string;
                            /** @description The operation ids this host serves. */
                            operations: string[];
                            /**
                             * @description The designed parameters (`x-origin: designed`) this host serves on the operations it
                             *     serves, keyed by operation id. A host that leaves an operation out (or the whole
                             *     object) serves none of its designed parameters.
                             */
                            parameters?: {
                                [key: string]: string[];
                            };
                            behaviours: {
                                /** @description Guarded operations may answer 202 with an approval request. */
                                approval_policies: boolean;
                                /** @description Staff may have to enrol and confirm a second factor. */
                                second_factor: boolean;
                                /** @description The ledger and audit chains are checked, and alarms raised. */
                                integrity_checks: boolean;
                                /** @description Changes are pushed to signed-in consoles. */
                                live_events: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["StaffMe"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.secondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's second-factor status. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SecondFactorStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.startSecondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret to scan (QR code) or type into an authenticator app; it is used once confirmed. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SecondFactorEnrolment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A second factor is already set up for this account (an admin can reset it). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.confirmSecondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorConfirmRequest"];
            };
        };
        responses: {
            /** @description Two-factor sign-in is on; the recovery codes are shown this once (only their hashes are stored). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["RecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No enrolment was started. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many wrong codes for this account; try again in 15 minutes. */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live sessions, most recently used first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionList"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.endOtherSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of sessions ended. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionsEnded"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.endSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session to end (session_id of a sessions row). */
                session_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such live session of the caller. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The session making the call: use Logout for it. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "news.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of news items. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["NewsList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "news.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsUpdateRequest"];
            };
        };
        responses: {
            /** @description The created or updated news item. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["NewsRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "news.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The news item to delete. */
                news_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["NotificationList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSendRequest"];
            };
        };
        responses: {
            /** @description The notification as sent. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["NotificationRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user_id (audience USER) is not a known player. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationIdRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The notification is already deleted. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationIdRequest"];
            };
        };
        responses: {
            /** @description The notification with its new sent_count and resent_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["NotificationRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A deleted notification cannot be resent. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ideas.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ideas and the total. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["IdeaList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ideas.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdeaCreateRequest"];
            };
        };
        responses: {
            /** @description The added idea. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["IdeaRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user_id is not a known player. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ideas.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdeaDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.getHowToPlay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The how-to-play content. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingHowToPlay"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateHowToPlay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppSettingHowToPlayUpdateRequest"];
            };
        };
        responses: {
            /** @description The saved content with its new last_updated_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingHowToPlay"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.getNoticeBoard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notice board content. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingNoticeBoard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateNoticeBoard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppSettingNoticeBoardUpdateRequest"];
            };
        };
        responses: {
            /** @description The saved content with its new last_updated_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingNoticeBoard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.getWalletContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet contact settings. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingWalletContact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateWalletContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppSettingWalletContactUpdateRequest"];
            };
        };
        responses: {
            /** @description The saved settings with their new last_updated_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingWalletContact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.getWithdrawPopup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdraw-screen popup content. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingWithdrawPopup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateWithdrawPopup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppSettingWithdrawPopupUpdateRequest"];
            };
        };
        responses: {
            /** @description The saved content with its new last_updated_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingWithdrawPopup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.getAppVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app version settings. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingAppVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateAppVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppSettingAppVersionUpdateRequest"];
            };
        };
        responses: {
            /** @description The saved settings with their new last_updated_at. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AppSettingAppVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.listBanners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every banner. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BannerList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.createBanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BannerCreateRequest"];
            };
        };
        responses: {
            /** @description The created banner. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BannerRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The image is larger than 2 MB (2097152 bytes). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateBanner": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The banner to update. */
                banner_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated banner. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BannerRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.deleteBanner": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The banner to delete. */
                banner_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.bannerImage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The banner whose image to return. */
                banner_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, as uploaded. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.listLanguages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every language. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["LanguageList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.createLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageCreateRequest"];
            };
        };
        responses: {
            /** @description The added language. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["LanguageRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A language with this code already exists. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "appSettings.updateLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language to update. */
                language_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated language. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["LanguageRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description Another language already has this code, or this is the default language and is_default is false
             *     (make another language the default instead).
             */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only active (true) or only deactivated (false) accounts; all when absent. */
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of staff accounts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeCreateRequest"];
            };
        };
        responses: {
            /** @description The created account (the password is never returned). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The username is already taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account to update. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description The change would leave no active admin account, or the caller would remove their own admin flag or
             *     their own masters.manageEmployee key.
             */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account to activate or deactivate. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeStatusRequest"];
            };
        };
        responses: {
            /** @description The account with its new status. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A staff member cannot deactivate their own account, nor the last active admin. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account whose password to set. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeePasswordRequest"];
            };
        };
        responses: {
            /** @description The account (the password is never returned). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.permissionKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission keys to choose from. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            rows: components["schemas"]["EmployeePermissionKeyRow"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "audit.list": {
        parameters: {
            query?: {
                /** @description Only this audit row (a link to one change). */
                audit_id?: number;
                /** @description Only changes made by this staff member. */
                employee_id?: number;
                /** @description Only this action, e.g. wallet.adjust. */
                action?: string;
                /** @description Only changes to this kind of record. */
                entity?: components["schemas"]["AuditEntity"];
                /** @description Only changes to this record (with entity). */
                entity_id?: string;
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AuditList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "fingerprints.list": {
        parameters: {
            query?: {
                /** @description Only fingerprints with this status. */
                status?: components["schemas"]["FingerprintStatus"];
                /** @description Only this staff member's fingerprints. */
                employee_id?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of fingerprints. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FingerprintList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "fingerprints.approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fingerprint to approve. */
                fingerprint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved fingerprint. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FingerprintRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The fingerprint is already APPROVED. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "fingerprints.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fingerprint to revoke. */
                fingerprint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked fingerprint. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FingerprintRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The fingerprint is already REVOKED. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "fingerprints.setEnforcement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FingerprintEnforcementRequest"];
            };
        };
        responses: {
            /** @description The account with its new fingerprint_enforced. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live sessions, most recently used first (current marks the caller own). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.endSessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of sessions ended. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionsEnded"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.endSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
                /** @description The session to end (session_id of a sessions row). */
                session_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such employee, or no such live session of theirs. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The session making the call: use Logout for it. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.unlockSignIn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.setSecondFactorRequired": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorRequirementRequest"];
            };
        };
        responses: {
            /** @description The account with its new second_factor_required. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.resetSecondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff account. */
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, no longer enrolled. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["EmployeeRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.signInPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy and the keys it names. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SignInPolicy"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "employees.setSignInPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInPolicyRequest"];
            };
        };
        responses: {
            /** @description The new policy. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SignInPolicy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.threads": {
        parameters: {
            query?: {
                /** @description Which threads to list. */
                kind?: components["schemas"]["ChatThreadKind"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only threads with unread player messages. */
                unread_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of threads. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ThreadList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.messages": {
        parameters: {
            query?: {
                /** @description Only messages older than this message. */
                before_id?: number;
                /** @description How many messages at most. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The thread. */
                thread_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["MessageList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The thread. */
                thread_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatSendRequest"];
            };
        };
        responses: {
            /** @description The message as stored (sender STAFF). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["MessageRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The thread is CLOSED; reopen it first. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The thread. */
                thread_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread's unread count (now 0). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ChatReadState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The thread. */
                thread_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatThreadStatusRequest"];
            };
        };
        responses: {
            /** @description The thread with its new status. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ThreadRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.unreadCounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread counts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ChatUnreadCounts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "chat.events": {
        parameters: {
            query?: never;
            header?: {
                /** @description The last message_id the reader saw; the stream first replays the messages after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "live.events": {
        parameters: {
            query?: never;
            header?: {
                /** @description The last event id the reader saw; the stream first replays the events after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.listByType": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                type: components["schemas"]["ProviderType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers of the family. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProviderPickerList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.list": {
        parameters: {
            query: {
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                provider_type: components["schemas"]["ProviderType"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort column. */
                order_by?: "provider_name" | "created_at";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of providers. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProviderList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderCreateRequest"];
            };
        };
        responses: {
            /** @description The new provider. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProviderRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A provider with this name already exists in this provider type. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated provider. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProviderRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another provider of this type already has this name. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (data null). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The provider has bids or results and cannot be deleted. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "providers.updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderStatusRequest"];
            };
        };
        responses: {
            /** @description The updated provider. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProviderRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "rates.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                provider_type: components["schemas"]["ProviderType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per bid type of the family. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["RateTable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "rates.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                provider_type: components["schemas"]["ProviderType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatesUpdateRequest"];
            };
        };
        responses: {
            /** @description The family's rates after the update. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["RateTable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "settings.list": {
        parameters: {
            query?: {
                /** @description Only this provider's rows. */
                provider_id?: number;
            };
            header?: never;
            path: {
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                provider_type: components["schemas"]["ProviderType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SettingList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "settings.updateDay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description For this PUT, the setting_id of the weekday row (see the operation description). */
                provider_type: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingTimingRequest"];
            };
        };
        responses: {
            /** @description The updated row. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SettingRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "settings.updateAllDays": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                setting_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingTimingRequest"];
            };
        };
        responses: {
            /** @description The provider's seven rows after the update. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SettingList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "settings.updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                setting_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingStatusRequest"];
            };
        };
        responses: {
            /** @description The updated row. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SettingRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "board.day": {
        parameters: {
            query: {
                /** @description The business day (IST). */
                date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The family's providers and their result slots that day. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["MarketBoard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort column. */
                order_by?: "game_date" | "provider_name" | "declared_at";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only results of this business day. */
                game_date?: components["schemas"]["BusinessDate"];
                /** @description Only this session (market only). */
                session?: components["schemas"]["Session"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Only providers whose name contains this text. */
                provider_name?: string;
                /**
                 * @description Only results on which a bid of this type wins (400 when the type is not of the path's family):
                 *     single digit, left/right digit and jackpot jodi always have a winning digit; a panna type needs
                 *     the result's panna to be of its kind (SP, DP, TP); market jodi, half sangam and full sangam
                 *     need a Close result whose Open is declared (they settle at Close). With bid_digit: only results
                 *     on which a bid of this type on exactly that digit wins.
                 */
                bid_type?: components["schemas"]["BidType"];
                /**
                 * @description Only results on which a bid on exactly this digit (written as in BidRow.digit) wins, for
                 *     bid_type when given, else for any bid type of the family. It wins when it equals the result's
                 *     winning digit of that type: single digit = the ank (Open or Close; starline); panna = the panna;
                 *     market jodi = open ank + close ank ("60"); half sangam = open panna-close ank ("123-0") or open
                 *     ank-close panna ("6-668"); full sangam = open panna-close panna ("123-668"); jackpot left or
                 *     right digit = the result's first or second digit, jackpot jodi = both. Market jodi and sangams
                 *     match the Close result, using its market and date's declared Open.
                 */
                bid_digit?: string;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.bids": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description The session (market only; absent means both). */
                session?: components["schemas"]["Session"];
                /** @description The provider. */
                provider_id: number;
                /** @description Only this bid type. */
                bid_type?: components["schemas"]["BidType"];
                /** @description Only bids on exactly these digits (as in BidRow.digit). */
                bid_digit?: string;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort column. */
                order_by?: "bid_created_at" | "amount" | "win_amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BidList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.bidSummary": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description The session (market only). */
                session?: components["schemas"]["Session"];
                /** @description The provider. */
                provider_id: number;
                /** @description The provider type; when given it must match the path's family. */
                provider_type?: components["schemas"]["ProviderType"];
                /** @description The bid type to summarise (e.g. SINGLE_DIGIT_MARKET). */
                bid_type: components["schemas"]["BidType"];
                /** @description Sort column. */
                order_by?: "pnl" | "digit" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary rows and the bid type's total stake. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultBidSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.bidDigitSummary": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description The session (market only). */
                session?: components["schemas"]["Session"];
                /** @description The provider. */
                provider_id: number;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per bid type and digit that has bids, ordered by bid_type then digit. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultBidDigitSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.bidsByUser": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description The session (market only). */
                session?: components["schemas"]["Session"];
                /** @description The provider. */
                provider_id: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of per-player totals, biggest total_amount first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultBidsByUserList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.winners": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description The session (market only). */
                session?: components["schemas"]["Session"];
                /** @description The provider. */
                provider_id: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of won bids and the totals of them all. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WinnerList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultSaveRequest"];
            };
        };
        responses: {
            /** @description The saved result and the settlement preview ('Result saved successfully'). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultSaveData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The result of this provider, date and session is already declared. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.deleteSaved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultIdRequest"];
            };
        };
        responses: {
            /** @description Deleted (data null). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The result is not SAVED (declared or reverted results are not deleted). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.declare": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultDeclareRequest"];
            };
        };
        responses: {
            /** @description The declared result and what was settled ('Result declared successfully'). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultDeclareData"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description 'Result already declared', the result is not SAVED, or the idempotency key was reused with a different body. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.revert": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultRevertRequest"];
            };
        };
        responses: {
            /** @description The reverted result and what was undone ('Result reverted successfully'). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultRevertData"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The result is not DECLARED, or the idempotency key was reused with a different body. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.correctPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultCorrectPreviewRequest"];
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultCorrectionPreview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The result is not DECLARED, or it already has these digits. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.correct": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultCorrectRequest"];
            };
        };
        responses: {
            /** @description The corrected result; msg names both results. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultCorrectData"];
                    };
                };
            };
            /** @description The result revert approval policy applies - nothing was done; a second person must approve the request (data). */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The result is not DECLARED or already has these digits, a player would go below zero, or the Idempotency-Key was reused with a different body. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "results.report": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of report rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ResultReportList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bids.revertList": {
        parameters: {
            query: {
                /** @description The business day. */
                game_date: components["schemas"]["BusinessDate"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Only this session (market only). */
                session?: components["schemas"]["Session"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (result lists default to 50). */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of PENDING bids and the totals of them all. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PendingBidList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bids.revertProvider": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidRevertProviderRequest"];
            };
        };
        responses: {
            /** @description How many bids were refunded and for how much (0 and 0 when none were PENDING). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BidRefundData"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The idempotency key was reused with a different body. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bids.revertSelected": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidRevertSelectedRequest"];
            };
        };
        responses: {
            /** @description How many bids were refunded and for how much. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BidRefundData"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A listed bid is not PENDING, or the idempotency key was reused with a different body. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bids.list": {
        parameters: {
            query: {
                /** @description The business day the bids are for (game_date). */
                bid_date: components["schemas"]["BusinessDate"];
                /** @description The provider type (1 games/market, 2 starline, 3 jackpot). */
                game_type: components["schemas"]["ProviderType"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Only this session (market only). */
                session?: components["schemas"]["Session"];
                /** @description Only this bid type. */
                bid_type?: components["schemas"]["BidType"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort column. */
                order_by?: "bid_created_at" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BidDayList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.overallProfitLoss": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (default 15). */
                per_page?: number;
                /** @description Sort column. */
                order_by?: "full_name" | "pnl" | "total_bid";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of players and the range's totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ProfitLossReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.overallProfitLossExport": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Sort column. */
                order_by?: "full_name" | "pnl" | "total_bid";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="overall-pl-<start_date>-<end_date>.csv" */
                    "Content-Disposition"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.sales": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only providers whose name contains this text. */
                provider_name?: string;
                /** @description Only players whose name or phone contains this text. */
                player_name?: string;
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (default 25). */
                per_page?: number;
                /** @description Sort column. */
                order_by?: "provider_name" | "player_name" | "bid" | "win" | "profit";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales rows and the totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SalesReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.salesExport": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only providers whose name contains this text. */
                provider_name?: string;
                /** @description Only players whose name or phone contains this text. */
                player_name?: string;
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Sort column. */
                order_by?: "provider_name" | "player_name" | "bid" | "win" | "profit";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<type>-sales-<start_date>-<end_date>.csv" */
                    "Content-Disposition"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.providerList": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SalesProviderList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "analysis.game": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Sort column. */
                order_by?: "bid_pnl" | "total_bid" | "provider_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description The game family. */
                type: components["schemas"]["GameType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of per-provider rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GameAnalysisList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "analysis.user": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort column. */
                order_by?: "bid_pnl" | "total_bid" | "bid_count";
                /** @description Sort direction; absent means the type's natural direction (see the description). */
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                /** @description Which players to rank. */
                type: components["schemas"]["UserAnalysisType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of players. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserAnalysisList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "analysis.userExport": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Sort column. */
                order_by?: "bid_pnl" | "total_bid" | "bid_count";
                /** @description Sort direction; absent means the type's natural direction (see analysis.user). */
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                /** @description Which players to rank. */
                type: components["schemas"]["UserAnalysisType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="user-analysis-<type>-<start_date>-<end_date>.csv" */
                    "Content-Disposition"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "analysis.bank": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort column. */
                order_by?: "total_amount" | "request_count" | "bank_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of per-bank rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BankAnalysisList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.userDeposit": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort column. */
                order_by?: "total_deposit" | "full_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of players and the totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserDepositReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.userDepositExport": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort column. */
                order_by?: "total_deposit" | "full_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="user-deposit-<start_date>-<end_date>.csv" */
                    "Content-Disposition"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.pgOverall": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this gateway. */
                payment_gateway?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per gateway and type, and the totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PgOverallReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.pgByDate": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this gateway. */
                payment_gateway?: string;
                /** @description Only deposits or only withdrawals. */
                type?: components["schemas"]["PgReportType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PgByDateReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.pgByDateByGateway": {
        parameters: {
            query: {
                /** @description The business day (IST). */
                date: components["schemas"]["BusinessDate"];
                /** @description Only deposits or only withdrawals. */
                type?: components["schemas"]["PgReportType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per gateway. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PgByGatewayReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.pgTransactions": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this gateway. */
                payment_gateway?: string;
                /** @description Only deposits or only withdrawals. */
                type?: components["schemas"]["PgReportType"];
                /** @description Only this business day (overrides start_date and end_date). */
                date?: components["schemas"]["BusinessDate"];
                /** @description Only withdrawals sent to the gateway by this staff member (employee_id). */
                admin?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PgReportTransactionList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.pgExport": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this gateway. */
                payment_gateway?: string;
                /** @description Only deposits or only withdrawals. */
                type?: components["schemas"]["PgReportType"];
                /** @description Only this business day (overrides start_date and end_date). */
                date?: components["schemas"]["BusinessDate"];
                /** @description Only withdrawals sent to the gateway by this staff member (employee_id). */
                admin?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="pg-report-<start_date>-<end_date>.csv" */
                    "Content-Disposition"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.adminFundOverall": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only credits or only debits. */
                tran_type?: components["schemas"]["AdminFundTranType"];
                /** @description Only adjustments made by this staff member (employee_id). */
                created_by?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per tran_type. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AdminFundOverallReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.adminFundByDate": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only credits or only debits. */
                tran_type?: components["schemas"]["AdminFundTranType"];
                /** @description Only adjustments made by this staff member (employee_id). */
                created_by?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AdminFundByDateReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.adminFundByAdmin": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only credits or only debits. */
                tran_type?: components["schemas"]["AdminFundTranType"];
                /** @description Only adjustments made by this staff member (employee_id). */
                created_by?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per staff member. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AdminFundByAdminReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.adminFundTransactions": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only credits or only debits. */
                tran_type?: components["schemas"]["AdminFundTranType"];
                /** @description Only adjustments made by this staff member (employee_id). */
                created_by?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of adjustments. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AdminFundTransactionList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff members. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ReportAdminList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.list": {
        parameters: {
            query?: {
                /** @description The stage to list. */
                stage?: components["schemas"]["UserStage"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort key. */
                order_by?: "created_at" | "full_name" | "balance" | "last_login_at";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only players whose wallet balance is more than this many rupees (0: players with a balance). A designed extension of the spec's call: served when the host lists it in GET /capabilities. */
                balance_over?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of players and the per-stage counts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.details": {
        parameters: {
            query: {
                /** @description The player. */
                user_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's details. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.noneBalance": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of players with a balance above zero. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRowPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.zeroBalance": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of players with a zero balance, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRowPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reports.zeroBalance": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort key. */
                order_by?: "created_at" | "last_login_at" | "full_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ZeroBalanceReportPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.todayRegistered": {
        parameters: {
            query?: {
                /** @description 0 registered today (tab 1), 1 registered today and deposited (tab 2). */
                type?: 0 | 1;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of today's players, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRowPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.getMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's market access. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserMarkets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.getPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's permissions. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserPermissions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.setWatchlist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserWatchlistRequest"];
            };
        };
        responses: {
            /** @description The player's updated row; msg defaults to 'Watchlist updated successfully'. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.updateMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (user_id). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserMarketsRequest"];
            };
        };
        responses: {
            /** @description The player's updated market access; msg defaults to 'Market updated successfully'. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserMarkets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The player or one of the market provider ids does not exist. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.updateStarlineJackpot": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (user_id). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStarlineJackpotRequest"];
            };
        };
        responses: {
            /** @description The player's updated market access. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserMarkets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.updatePermissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (user_id). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPermissionsRequest"];
            };
        };
        responses: {
            /** @description The player's updated permissions; msg defaults to 'Permissions updated successfully'. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserPermissions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.setSwitchDevice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player (user_id). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSwitchDeviceRequest"];
            };
        };
        responses: {
            /** @description The player's updated row. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBlockRequest"];
            };
        };
        responses: {
            /** @description The player's updated row; msg defaults to 'User blocked successfully'. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The player is already blocked (stage BLOCKED or BANNED). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.unblock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUnblockRequest"];
            };
        };
        responses: {
            /** @description The player's updated row; msg defaults to 'User unblocked successfully'. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["UserRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The player is not blocked. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardRangeRequest"];
            };
        };
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["DashboardCounts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.registrationGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DateCount"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.otpGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardOtpPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.graphs": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardGraphPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.activeVsBiddingGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardActiveBiddingPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.bidVsWinGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardBidWinPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.depositVsWithdrawGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardDepositWithdrawPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "dashboard.walletGraph": {
        parameters: {
            query: {
                /** @description First business day of the range (IST), inclusive. */
                start_date: components["schemas"]["BusinessDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date: components["schemas"]["BusinessDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            series: components["schemas"]["DashboardWalletPoint"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.users": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (wallet lists default to 15). */
                per_page?: number;
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort key. */
                order_by?: "balance_update_at" | "balance" | "full_name";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of wallets. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WalletUserPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.pgTransactions": {
        parameters: {
            query?: {
                /** @description Only this player's deposits. */
                user_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (wallet lists default to 15). */
                per_page?: number;
                /** @description Only deposits with this status. */
                filter_by_deposit?: "ALL" | "SUCCESS" | "PENDING" | "FAILED";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deposits. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PgTransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.bidsHistory": {
        parameters: {
            query?: {
                /** @description Only this player's bids. */
                user_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (wallet lists default to 15). */
                per_page?: number;
                /** @description Only bids of this game family. */
                filter_by_game?: components["schemas"]["ProviderType"];
                /** @description Only bids with this status. */
                filter_by_bid_status?: components["schemas"]["BidStatus"];
                /** @description Sort key. */
                order_by?: "bid_created_at" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bids. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BidHistoryPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.bidHistoryFilterParams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter choices. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WalletFilterParams"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.withdrawTransactions": {
        parameters: {
            query?: {
                /** @description Only this player's withdrawals. */
                user_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (wallet lists default to 15). */
                per_page?: number;
                /** @description Only withdrawals with this status. */
                tran_status?: components["schemas"]["TranStatus"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WithdrawTransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.allTransactions": {
        parameters: {
            query?: {
                /** @description Only this player's entries. */
                user_id?: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page (wallet lists default to 15). */
                per_page?: number;
                /** @description Only entries of this kind. */
                filter_by_trans_type?: components["schemas"]["TransType"];
                /** @description Sort key. */
                order_by?: "tran_created_at" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ledger entries. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["LedgerEntryPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.userBrief": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's balance and lifetime totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WalletUserBrief"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.accountsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WalletAccountsCount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.adjust": {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletAdjustRequest"];
            };
        };
        responses: {
            /** @description The adjustment was written; msg names the amount. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["WalletAdjustResult"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The balance is too low for the debit, or the Idempotency-Key was used with a different body. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.searchAccount": {
        parameters: {
            query: {
                /** @description Account number, IFSC, holder name, UPI id or phone. */
                search: string;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching accounts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BankAccountPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.accountHistory": {
        parameters: {
            query: {
                /** @description The bank account. */
                account_id: number;
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account and one page of its withdrawals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["AccountHistoryPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.withdrawHistory": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path: {
                /** @description The final status. */
                tran_status: components["schemas"]["WithdrawHistoryStatus"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FundRequestPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.timings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seven weekday rows. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            rows: components["schemas"]["FundTimingRow"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "wallet.updateTiming": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The weekday row. */
                timing_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundTimingRequest"];
            };
        };
        responses: {
            /** @description The updated row. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FundTimingRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.requests": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort key. */
                order_by?: "created_at" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only requests sent through this gateway (one of pg_list). */
                gateway?: string;
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only requests of more than this many rupees. A designed extension of the spec's call: served when the host lists it in GET /capabilities. */
                amount_over?: number;
            };
            header?: never;
            path: {
                /** @description The status to list. */
                tran_status: components["schemas"]["TranStatus"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests and the gateway list. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayRequestPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.history": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                current_page?: components["parameters"]["CurrentPage"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Sort key. */
                order_by?: "created_at" | "amount";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only requests sent through this gateway. */
                gateway?: string;
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path: {
                /** @description The final status. */
                tran_status: components["schemas"]["WithdrawHistoryStatus"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["FundRequestPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayCounts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.waitHold": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayWaitHoldRequest"];
            };
        };
        responses: {
            /** @description The requests moved, and those that could not be with the reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayActionResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description None of the request ids exists. */
            404: components["responses"]["NotFound"];
            /** @description None of the requests may take this action from its current status; or If-Match named a version a request has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.verify": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayVerifyRequest"];
            };
        };
        responses: {
            /** @description The requests moved, and those that could not be with the reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayActionResult"];
                    };
                };
            };
            /** @description The action's approval policy applies - nothing was done; a second person must approve the request (data). msg says it awaits approval. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description None of the request ids exists. */
            404: components["responses"]["NotFound"];
            /** @description None of the requests may take this action, or the Idempotency-Key was used with a different body; or If-Match named a version a request has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.process": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayProcessRequest"];
            };
        };
        responses: {
            /** @description The requests sent, and those that could not be with the reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayActionResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description None of the request ids exists. */
            404: components["responses"]["NotFound"];
            /** @description None of the requests is APPROVED, or the Idempotency-Key was used with a different body; or If-Match named a version a request has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "gateway.reinitializeQueued": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayReinitializeRequest"];
            };
        };
        responses: {
            /** @description The requests sent again, and those that could not be with the reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["GatewayActionResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description None of the request ids exists. */
            404: components["responses"]["NotFound"];
            /** @description None of the requests is QUEUED, or the Idempotency-Key was used with a different body; or If-Match named a version a request has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "manualFunds.list": {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Sort key. */
                order_by?: "created_at" | "reasons";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reasons. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ManualFundPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "manualFunds.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualFundCreateRequest"];
            };
        };
        responses: {
            /** @description The new reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ManualFundRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The same reason text already exists. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "manualFunds.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reason. */
                manual_fund_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The reason is in use; msg.manual_fund_id says why. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualFundDeleteConflict"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "manualFunds.updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reason. */
                manual_fund_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualFundStatusRequest"];
            };
        };
        responses: {
            /** @description The updated reason. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ManualFundRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.lateBids": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this game family. */
                type?: components["schemas"]["GameType"];
                /** @description Only this provider. */
                provider_id?: number;
                /** @description Only this desk session (Close includes a market's whole-day bids). */
                session?: components["schemas"]["Session"];
                /** @description Only bids in this state. */
                bid_status?: components["schemas"]["LateBidStatus"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of late bids and their totals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["LateBidList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.improbableWinners": {
        parameters: {
            query?: {
                /** @description The window in business days, today (IST) included. */
                days?: components["parameters"]["LuckDays"];
                /** @description List players whose wins had a chance of at most 1 in this. */
                threshold_one_in?: number;
                /** @description Judge only players with at least this many wins. */
                min_wins?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The improbable winners of the window. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ImprobableWinnerList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.playerLuck": {
        parameters: {
            query?: {
                /** @description The window in business days, today (IST) included. */
                days?: components["parameters"]["LuckDays"];
            };
            header?: never;
            path: {
                /** @description The player. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's luck; `flagged` when below the default threshold with 3 or more wins. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["PlayerLuckReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.sessionChecks": {
        parameters: {
            query?: {
                /** @description First business day of the range (IST), inclusive. */
                start_date?: components["parameters"]["StartDate"];
                /** @description Last business day of the range (IST), inclusive. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Only this game family. */
                type?: components["schemas"]["GameType"];
                /** @description Only sessions with this verdict. */
                verdict?: components["schemas"]["CheckVerdict"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions and the verdict counts of the range. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionCheckList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.sessionCheck": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The result (one session of one provider and day). */
                result_id: components["parameters"]["ResultIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session and its latest verdict (null when never checked). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionCheckDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.checkSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The result (one session of one provider and day). */
                result_id: components["parameters"]["ResultIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new verdict. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SessionCheckDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest verdict. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BooksVerdict"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.checkBooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new verdict. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["BooksVerdict"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest verification. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ChainsReport"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.verifyChains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checkpoints?: components["schemas"]["ChainCheckpoint"][];
                };
            };
        };
        responses: {
            /** @description The new verdict of both chains. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ChainsReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.checkpointChains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkpoints written, one per chain. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ChainCheckpoint"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No checkpoint signing key is configured. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "integrity.alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alarms the caller may see. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["IntegrityAlarms"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.list": {
        parameters: {
            query?: {
                /** @description Only requests in this state. */
                state?: components["schemas"]["ApprovalState"];
                /** @description Only requests of this guarded action. */
                action?: components["schemas"]["ApprovalAction"];
                /** @description Only requests acting on this kind of record (wallet, result, employee, fund_request, provider, bids). */
                entity?: string;
                /** @description Only requests acting on this record (with entity). */
                entity_id?: string;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests, newest first, and the counts per state. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequestList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The approval request. */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequestDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.approve": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Same key and same body returns the first reply; same key and a different body answers 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The approval request. */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalApproveRequest"];
            };
        };
        responses: {
            /** @description Approved and applied; msg is the applied call's message. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is not PENDING, its preview changed (now STALE), or the blind entry did not match; or If-Match named a version the record has moved past (who, when, state now). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request expired (now EXPIRED). */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.reject": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The approval request. */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRejectRequest"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is not PENDING, or If-Match named a version it has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.cancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version(s) of the record(s) the caller saw, as entity tags: `"3"`; for a call on several
                 *     records one tag per record in the order the body names them (`"3", "5"`). A record whose version
                 *     differs is refused with 409 saying who changed it, when and its state now (`Request #10 was changed
                 *     by supervisor at 14:02 (now APPROVED)`). Without it, the call's state preconditions alone apply.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The approval request. */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalCancelRequest"];
            };
        };
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is not PENDING, or If-Match named a version it has moved past (who, when, state now). */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every policy. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalPolicyList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.updatePolicy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The guarded action. */
                action: components["schemas"]["ApprovalAction"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalPolicyUpdate"];
            };
        };
        responses: {
            /** @description The saved policy. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["ApprovalPolicy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.list": {
        parameters: {
            query?: {
                /** @description Only this console screen's views. */
                screen?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The views. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SavedViewList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewCreateRequest"];
            };
        };
        responses: {
            /** @description The saved view. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SavedView"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many views: 100 per employee, 25 shared per screen. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The view to open. */
                view_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SavedView"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The view to change. */
                view_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed view. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SavedView"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many shared views on this screen (25). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The view to delete. */
                view_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: {
                            /** Format: int32 */
                            view_id: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "views.mark": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The view to mark. */
                view_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewMarkRequest"];
            };
        };
        responses: {
            /** @description The view with the caller's marks. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: false;
                        msg: string;
                        data: components["schemas"]["SavedView"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
