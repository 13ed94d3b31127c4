CREATE TABLE "upline_transfers" (
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"upline_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upline_transfers_member_id_request_id_pk" PRIMARY KEY("member_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "upline_transfers" ADD CONSTRAINT "upline_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upline_transfers" ADD CONSTRAINT "upline_transfers_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upline_transfers_upline_idx" ON "upline_transfers" USING btree ("upline_id","created_at");