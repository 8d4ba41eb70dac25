-- Staff management and the moderators' mail (issue 41): how each staff member hears of waiting reviews, and the
-- marks that let each mail go once (a review's "at once" mail, a day's digest) however many runs race for it.
CREATE TABLE staff_preferences (
  user_id INTEGER PRIMARY KEY REFERENCES client_users (id) ON DELETE CASCADE,
  review_mail TEXT NOT NULL DEFAULT 'daily' CHECK (review_mail IN ('daily', 'at_once', 'off'))
);

-- mark: 'review:<uuid>' or 'digest:<YYYY-MM-DD>'; claim: the random token of the run that sent it.
CREATE TABLE staff_mail_marks (
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  mark TEXT NOT NULL,
  claim TEXT NOT NULL UNIQUE,
  at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mark)
) WITHOUT ROWID;

CREATE INDEX staff_roles_by_role ON staff_roles (role, user_id);
