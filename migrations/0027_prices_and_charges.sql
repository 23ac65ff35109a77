ALTER TABLE `orders` ADD `cod_fee_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `charges_gst_rate_bp` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_tax_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_fee_tax_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `round_off_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `prices_include_gst` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `mrp_paise` integer;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `prices_include_gst` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `footer_promises` text DEFAULT '[]' NOT NULL;