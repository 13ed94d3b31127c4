CREATE TABLE "announcements" (
	"id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text NOT NULL,
	"execution" text,
	"image_url" text,
	"sort" integer NOT NULL,
	"published_at" text NOT NULL,
	CONSTRAINT "announcements_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"url" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage" text NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "banners_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "blocked_ranges" (
	"cidr" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"game_name" text NOT NULL,
	"icon_url" text NOT NULL,
	"is_hot" smallint NOT NULL,
	"support_play" smallint NOT NULL,
	"is_game" text NOT NULL,
	"game_classify" text NOT NULL,
	"min_bet" numeric(18, 2) NOT NULL,
	"min_line_num" integer NOT NULL,
	"sort" integer NOT NULL,
	"released_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"tag" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "help_topics_tag_language_pk" PRIMARY KEY("tag","language")
);
--> statement-breakpoint
CREATE TABLE "menu_classes" (
	"game_type" text NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "menu_classes_game_type_key_pk" PRIMARY KEY("game_type","key")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"game_type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_switches" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"lager_icon" text NOT NULL,
	"is_game" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "vendors_vassalage_game_type_pk" PRIMARY KEY("vassalage","game_type")
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"icon_url" text NOT NULL,
	"game_type" text
);
--> statement-breakpoint
CREATE INDEX "games_type_vendor_sort_idx" ON "games" USING btree ("game_type","vassalage","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vassalage");--> statement-breakpoint
CREATE INDEX "games_code_idx" ON "games" USING btree ("game_code");