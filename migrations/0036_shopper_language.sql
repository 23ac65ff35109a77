-- The language a shopper's account and cart were last used in: account e-mails and cart reminders are
-- written in it (docs/decisions/056-languages.md).
ALTER TABLE `carts` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;