-- Errors visitors' browsers report (POST /api/client-errors/): React errors, failed remote and
-- chunk loads, CSP violations. No personal data: no IP address or user agent, URLs reduced to
-- their path, emails and long digit runs redacted from messages, every field truncated.
CREATE TABLE client_error_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  app text NOT NULL,
  build_version text NOT NULL DEFAULT '',
  route text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  stack text NOT NULL DEFAULT '',
  component_stack text NOT NULL DEFAULT '',
  -- When the browser saw the error, as it reported it (null when missing or implausible).
  occurred_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_error_reports_created_at_idx ON client_error_reports (created_at);
