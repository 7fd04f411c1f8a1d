-- A refresh token used again within the grace period is answered with the successor it was already
-- rotated to (never a second branch of the session), so that successor is kept with it: sealed with a
-- key derived from the rotated token itself, which only its holder has (the database alone cannot open it).
alter table refresh_tokens add column successor_sealed text;
