-- Notifications still to be mailed, one row per accepted submission, written in the same
-- statement as the submission itself. A worker claims due rows for a while (locked_until), sends
-- them and deletes them; a failed send is tried again later (next_attempt_at), with backoff.
CREATE TABLE notification_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  submission_id integer NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at);
