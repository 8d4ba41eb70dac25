-- Files uploaded from the desk (issue 42, BE-26): PDFs for vacancies and the about page, kept in R2 under
-- files/<uuid>/<name>.pdf; the row keeps the public address (what vacancies.file and the about profile point at), the
-- name it was uploaded with and its size, for the career page's link and the download's file name.
CREATE TABLE uploaded_files (
  uuid TEXT PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL CHECK (bytes >= 0),
  purpose TEXT NOT NULL CHECK (purpose IN ('vacancy', 'about')),
  uploaded_by INTEGER REFERENCES client_users (id),
  uploaded_at TEXT NOT NULL
);

-- The desk's file library, newest first.
CREATE INDEX uploaded_files_by_time ON uploaded_files (uploaded_at DESC);
-- "Is this file in use": the vacancies that link it.
CREATE INDEX vacancies_by_file ON vacancies (file) WHERE file IS NOT NULL;
