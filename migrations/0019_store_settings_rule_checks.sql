PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_store_settings` (
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
	`cod_max_open_orders_per_account` integer DEFAULT 3 NOT NULL,
	`cod_max_open_orders_per_address` integer DEFAULT 3 NOT NULL,
	`cod_max_units_per_product_per_day` integer DEFAULT 10 NOT NULL,
	`unverified_reviews` text DEFAULT 'hide' NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK("__new_store_settings"."id" = 1),
	CONSTRAINT "store_settings_cod_limits_check" CHECK("__new_store_settings"."cod_max_open_orders_per_account" between 1 and 1000 and "__new_store_settings"."cod_max_open_orders_per_address" between 1 and 1000 and "__new_store_settings"."cod_max_units_per_product_per_day" between 1 and 100000),
	CONSTRAINT "store_settings_unverified_reviews_check" CHECK("__new_store_settings"."unverified_reviews" in ('hide', 'show'))
);
--> statement-breakpoint
INSERT INTO `__new_store_settings`("id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "updated_at") SELECT "id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "updated_at" FROM `store_settings`;--> statement-breakpoint
DROP TABLE `store_settings`;--> statement-breakpoint
ALTER TABLE `__new_store_settings` RENAME TO `store_settings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;