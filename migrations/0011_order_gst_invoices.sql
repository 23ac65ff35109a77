CREATE TABLE `invoice_series` (
	`series` text PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `order_items` ADD `gst_rate_bp` integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `hsn_code` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `discount_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `taxable_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `cgst_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `sgst_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `igst_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `place_of_supply_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `intra_state` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_kind` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_issued_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_supplier` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number_unique` ON `orders` (`invoice_number`);