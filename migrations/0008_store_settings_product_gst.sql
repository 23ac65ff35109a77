CREATE TABLE `store_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`shop_name` text NOT NULL,
	`legal_name` text DEFAULT '' NOT NULL,
	`logo` text,
	`contact_email` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`pincode` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`gstin` text,
	`facebook_url` text,
	`instagram_url` text,
	`x_url` text,
	`youtube_url` text,
	`banner_text` text DEFAULT '' NOT NULL,
	`about_text` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK("store_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `products` ADD `gst_rate_bp` integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `hsn_code` text;