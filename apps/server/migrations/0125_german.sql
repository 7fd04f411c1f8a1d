-- German is the third language of people's preferences, e-mails and timesheets (docs/api.md#users).
alter table users drop constraint users_language_check;
alter table users add constraint users_language_check check (language in ('en', 'fr', 'de'));
