ALTER TABLE `store_settings` ADD `banner_text_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `about_text_hi` text DEFAULT '' NOT NULL;