CREATE TABLE `search_counts` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`empty` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
--> statement-breakpoint
CREATE TABLE `search_synonyms` (
	`id` text PRIMARY KEY NOT NULL,
	`terms` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
