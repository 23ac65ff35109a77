CREATE TABLE `user_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`recipient_name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`pincode` text NOT NULL,
	`state` text NOT NULL,
	`country` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_addresses_user_idx` ON `user_addresses` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_addresses_default_unique` ON `user_addresses` (`user_id`) WHERE is_default = 1;--> statement-breakpoint
ALTER TABLE `orders` ADD `recipient_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_line2` text;