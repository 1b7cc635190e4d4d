-- Newsletter subscriptions: one row per address, unique without regard to letter case.
CREATE TABLE newsletter_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_lower_key
  ON newsletter_subscriptions (lower(email));

-- Messages from the contact page, the contact popup and the enquiry widget.
CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Job applications. The resume file lives in the upload directory under resume_stored_name.
CREATE TABLE career_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  linkedin_url text NOT NULL DEFAULT '',
  cover_letter text NOT NULL,
  resume_stored_name text NOT NULL UNIQUE,
  resume_original_name text NOT NULL,
  resume_content_type text NOT NULL,
  resume_size integer NOT NULL CHECK (resume_size > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Internship applications (message is the applicant's motivation).
CREATE TABLE internship_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  linkedin_url text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
