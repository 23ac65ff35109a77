-- The admin's user search: any part of a name or e-mail, through a trigram index instead of a scan of
-- every account (docs/decisions/018-admin-lists.md), kept in step by triggers.
CREATE VIRTUAL TABLE `users_fts` USING fts5(
  name, email,
  content='users', content_rowid='rowid',
  tokenize='trigram remove_diacritics 1'
);--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_fts` (rowid, name, email) VALUES (new.rowid, new.name, new.email);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, name, email) VALUES ('delete', old.rowid, old.name, old.email);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF `name`, `email` ON `users` BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, name, email) VALUES ('delete', old.rowid, old.name, old.email);
  INSERT INTO `users_fts` (rowid, name, email) VALUES (new.rowid, new.name, new.email);
END;--> statement-breakpoint
-- Existing shops: index the accounts they already have.
INSERT INTO `users_fts` (`users_fts`) VALUES ('rebuild');
