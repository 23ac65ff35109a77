CREATE TABLE `serviceable_pincodes` (
	`pincode` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shipping_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`fee_paise` integer NOT NULL,
	`free_above_paise` integer,
	`min_days` integer NOT NULL,
	`max_days` integer NOT NULL,
	`cod_enabled` integer NOT NULL,
	`cod_fee_paise` integer NOT NULL,
	`cod_max_order_paise` integer,
	`serviceable_area` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "shipping_settings_single_row" CHECK("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_days_check" CHECK("shipping_settings"."min_days" between 0 and "shipping_settings"."max_days" and "shipping_settings"."max_days" <= 60),
	CONSTRAINT "shipping_settings_money_check" CHECK("shipping_settings"."fee_paise" >= 0 and "shipping_settings"."cod_fee_paise" >= 0 and coalesce("shipping_settings"."free_above_paise", 0) >= 0 and coalesce("shipping_settings"."cod_max_order_paise", 1) > 0),
	CONSTRAINT "shipping_settings_area_check" CHECK("shipping_settings"."serviceable_area" in ('all', 'list'))
);
--> statement-breakpoint
CREATE TABLE `shipping_zones` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`states` text DEFAULT '[]' NOT NULL,
	`pincode_prefixes` text DEFAULT '[]' NOT NULL,
	`fee_paise` integer NOT NULL,
	`free_above_paise` integer,
	`min_days` integer NOT NULL,
	`max_days` integer NOT NULL,
	`cod_enabled` integer NOT NULL,
	CONSTRAINT "shipping_zones_days_check" CHECK("shipping_zones"."min_days" between 0 and "shipping_zones"."max_days" and "shipping_zones"."max_days" <= 60),
	CONSTRAINT "shipping_zones_money_check" CHECK("shipping_zones"."fee_paise" >= 0 and coalesce("shipping_zones"."free_above_paise", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX `shipping_zones_position_idx` ON `shipping_zones` (`position`);